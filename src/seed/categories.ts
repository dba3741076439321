/*
 * Inventory categories. Ids 1, 2, 3, 5, 6, 7 and 9 are fixed by the catalogue auto-fill mapping;
 * names are chosen for the public filter, which matches when the option ("Aluminum", "Bunk", ...)
 * is a substring of the category name: an item in "Commander Aluminum Trailers" shows under both
 * Commander and Aluminum.
 */
export const categorySeeds = [
  { id: 1, name: 'Aluminum Roller Trailers' },
  { id: 2, name: 'Galvanized Roller Trailers' },
  { id: 3, name: 'Pontoon Trailers' },
  { id: 4, name: 'Tritoon Trailers' },
  { id: 5, name: 'PWC Trailers' },
  { id: 6, name: 'Bunk Trailers' },
  { id: 7, name: 'Commander Aluminum Trailers' },
  { id: 8, name: 'Galvanized Bunk Trailers' },
  { id: 9, name: 'Skiff & Jon Boat Trailers' },
  { id: 10, name: 'Aluminum Bunk Trailers' },
] as const
