// Home has no breadcrumb trail; this page clears the previous page's data on navigation.
export default function HomeHead() {
  return null
}
