import sharp from 'sharp';
async function main() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="80" viewBox="0 0 200 160"><circle cx="100" cy="80" r="40" fill="red"/></svg>`;
  let image = sharp(Buffer.from(svg), { density: 72 });
  image = image.ensureAlpha();
  image.resize(200, 160, { fit: 'fill', kernel: 'linear' });
  const { info } = await image.raw().toBuffer({ resolveWithObject: true });
  console.log(info);
  let img2 = sharp(Buffer.from(svg), { density: 72 }).removeAlpha();
  img2.resize(200, 160, { fit: 'fill', kernel: 'linear' });
  console.log((await img2.raw().toBuffer({ resolveWithObject: true })).info);
}
main();
