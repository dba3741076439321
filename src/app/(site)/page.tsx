export default function HomePage() {
  return <h1>Premium Boat Trailers for Every Adventure</h1>
}
