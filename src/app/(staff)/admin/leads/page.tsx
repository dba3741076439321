import { redirect } from 'next/navigation'

/* A lead's address with its number cut off: the list of leads. */
export default function LeadsPage(): never {
  redirect('/admin?tab=leads')
}
