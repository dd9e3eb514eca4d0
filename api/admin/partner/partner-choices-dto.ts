// What the partner portal's forms offer to choose from.
export interface PartnerChoicesDto {
  institutions: { id: string; name: string }[];
  categories: { id: string; title: string }[];
  artists: { id: string; name: string }[];
}
