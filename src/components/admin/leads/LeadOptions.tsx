import { leadStatuses, leadStatusLabels } from '@/lib/leads/statuses'
import type { Person } from '@/lib/leads/view'

/* The options the desk's status and owner selects share: on a lead card and in the filters. */
export function StatusOptions() {
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {leadStatusLabels[status]}
    </option>
  ))
}

export function StaffOptions({ staff }: { staff: readonly Person[] }) {
  return staff.map((person) => (
    <option key={person.id} value={person.id}>
      {person.name}
    </option>
  ))
}
