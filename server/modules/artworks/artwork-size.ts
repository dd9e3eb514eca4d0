// How a work's size reads on cards, the detail page and the certificate: `72.7 × 60.6 cm`,
// with the depth when the work has one.

function centimetres(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatArtworkSize(
  widthCm: number,
  heightCm: number,
  depthCm: number | null,
): string {
  const parts = [widthCm, heightCm];
  if (depthCm !== null && depthCm > 0) parts.push(depthCm);
  return `${parts.map(centimetres).join(' × ')} cm`;
}
