import sharp from 'sharp';
async function main() {
  const small = await sharp({ create: { width: 250, height: 320, channels: 4, background: '#884422' } }).raw().toBuffer();
  const small3 = await sharp({ create: { width: 250, height: 320, channels: 3, background: '#884422' } }).raw().toBuffer();
  for (const [name, buf, ch, kernel] of [['rgba cubic', small, 4, 'cubic'], ['rgba linear', small, 4, 'linear'], ['rgb cubic', small3, 3, 'cubic'], ['rgb linear', small3, 3, 'linear'], ['rgb nearest', small3, 3, 'nearest'], ['rgb mitchell', small3, 3, 'mitchell']] as const) {
    const t = performance.now();
    for (let i = 0; i < 5; i++) await sharp(buf, { raw: { width: 250, height: 320, channels: ch } }).resize(1000, 1280, { fit: 'fill', kernel }).raw().toBuffer();
    console.log(name, ((performance.now() - t) / 5).toFixed(0));
  }
  // affine alternative
  let t = performance.now();
  for (let i = 0; i < 5; i++) await sharp(small3, { raw: { width: 250, height: 320, channels: 3 } }).affine([4, 0, 0, 4], { interpolator: 'bilinear' }).raw().toBuffer();
  console.log('affine bilinear', ((performance.now() - t) / 5).toFixed(0));
}
main();
