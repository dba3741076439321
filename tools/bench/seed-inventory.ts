import pg from 'pg'

/*
 * 1,000 extra units for the API load run, copied in SQL from one seeded unit with its child rows
 * (features, images) and a listing price change each: creating them through Payload would take
 * minutes of the 10-minute budget.
 * The fresh benchmark database is dropped afterwards, so nothing needs deleting.
 */
const parentColumns = ['_parent_id', 'parent_id']

async function columnsOf(client: pg.Client, table: string) {
  const { rows } = await client.query<{ column_name: string; column_default: string | null }>(
    `select column_name, column_default from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  )
  return rows
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Copies the child rows of `templateId` to every new parent id. */
async function copyChildren(client: pg.Client, table: string, templateId: number, ids: number[]) {
  const columns = await columnsOf(client, table)
  const parent = columns.find((column) => parentColumns.includes(column.column_name))?.column_name
  if (!parent) return
  const targets: string[] = []
  const sources: string[] = []
  for (const { column_name: name, column_default: fallback } of columns) {
    if (name === 'id' && fallback?.startsWith('nextval')) continue
    targets.push(quote(name))
    if (name === parent) sources.push('new_parent.id')
    else if (name === 'id') sources.push('md5(random()::text)')
    else sources.push(`child.${quote(name)}`)
  }
  await client.query(
    `insert into ${quote(table)} (${targets.join(', ')})
     select ${sources.join(', ')} from ${quote(table)} child, unnest($2::int[]) as new_parent(id)
     where child.${quote(parent)} = $1`,
    [templateId, ids],
  )
}

export async function seedInventory(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin')
    const template = await client.query<{ id: number }>(
      `select id from inventory_items where is_available is not false and stock_quantity > 0
       order by id limit 1`,
    )
    const templateId = template.rows[0]?.id
    if (!templateId) throw new Error('no seeded inventory unit to copy')
    const columns = (await columnsOf(client, 'inventory_items'))
      .map((column) => column.column_name)
      .filter((name) => name !== 'id')
    const list = columns.map(quote).join(', ')
    // Stock numbers and VINs are unique (ADR 0020): each copy gets a stock number of its own.
    const values = columns
      .map((name) =>
        name === 'stock_number'
          ? `'COPY-' || $3::text || '-' || n`
          : name === 'vin'
            ? 'null'
            : quote(name),
      )
      .join(', ')
    const inserted = await client.query<{ id: number }>(
      `insert into inventory_items (${list})
       select ${values} from inventory_items, generate_series(1, $2) as n where id = $1
       returning id`,
      [templateId, count, Date.now().toString(36)],
    )
    const ids = inserted.rows.map((row) => row.id)
    const children = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_name like 'inventory\\_items\\_%'`,
    )
    for (const { table_name: table } of children.rows) {
      await copyChildren(client, table, templateId, ids)
    }
    // The listing price, as the price-history hook records for every unit it sees created.
    await client.query(
      `insert into price_changes (unit_id, price, changed_at)
       select unit.id, unit.price, unit.created_at from inventory_items unit
       where unit.id = any($1)`,
      [ids],
    )
    await client.query('commit')
    return ids.length
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    await client.end()
  }
}
