// Spectral custom function: each 2xx response that has content carries at least one named example
// per media type, so Prism serves something realistic and every example is validated by spectral:oas.
export default function hasSuccessExample(responses) {
  if (responses === null || typeof responses !== 'object') return [];
  const problems = [];
  for (const [code, response] of Object.entries(responses)) {
    if (!/^2/.test(code) || !response || typeof response !== 'object' || !response.content) continue;
    for (const [mediaType, media] of Object.entries(response.content)) {
      if (/octet-stream|spreadsheetml|pdf/.test(mediaType)) continue; // binary downloads
      const named = media && media.examples && Object.keys(media.examples).length > 0;
      if (!named) problems.push({ message: `${code} ${mediaType} has no named example.`, path: [code, 'content', mediaType] });
    }
  }
  return problems;
}
