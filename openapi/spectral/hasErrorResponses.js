// Spectral custom function: an operation's responses must contain a 4xx and a 5xx entry.
export default function hasErrorResponses(responses) {
  if (responses === null || typeof responses !== 'object') return [{ message: 'responses missing' }];
  const codes = Object.keys(responses);
  const problems = [];
  if (!codes.some((c) => /^4(\d\d|XX)$/.test(c))) problems.push({ message: 'Operation declares no 4xx error response.' });
  if (!codes.some((c) => /^5(\d\d|XX)$/.test(c) || c === 'default')) problems.push({ message: 'Operation declares no 5xx error response.' });
  return problems;
}
