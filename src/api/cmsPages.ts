/** The CMS pages the app shows, by their slug in GET /api/cms/{page}. */
export const CMS_PAGES = {
  environmentalInspection: 'umweltinspektion',
  legalBases: 'rechtsgrundlagen-leitfaeden',
  faq: 'faq',
} as const;
