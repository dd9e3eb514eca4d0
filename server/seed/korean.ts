// Korean particles that change with the last sound of the word before them (은/는, 이/가, ...).

const digitHasFinal: Record<string, boolean> = {
  '0': true, // 영
  '1': true, // 일
  '2': false, // 이
  '3': true, // 삼
  '4': false, // 사
  '5': false, // 오
  '6': true, // 육
  '7': true, // 칠
  '8': true, // 팔
  '9': false, // 구
};

/** Whether the word ends in a consonant sound (받침), reading digits and Latin letters aloud. */
export function endsInConsonant(word: string): boolean {
  const trimmed = word.replace(/[\s)\]〉》'"’”.,!?]+$/u, '');
  const last = trimmed.at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (last in digitHasFinal) return digitHasFinal[last] as boolean;
  return /[lmnr]/i.test(last);
}

type Particle = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로';

/** `josa('달항아리', '은/는')` → `달항아리는`; the word ending in 〉 reads the title inside. */
export function josa(word: string, particle: Particle): string {
  const [withFinal, withoutFinal] = particle.split('/') as [string, string];
  if (particle === '으로/로') {
    const last = word.replace(/[\s)\]〉》]+$/u, '').at(-1) ?? '';
    const code = last.charCodeAt(0);
    // ㄹ받침 takes 로, as vowels do.
    const rieul = code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 === 8;
    return word + (endsInConsonant(word) && !rieul ? withFinal : withoutFinal);
  }
  return word + (endsInConsonant(word) ? withFinal : withoutFinal);
}
