import { describe, expect, it } from 'vitest';
import { collectorParty } from './collector-party';

describe('collectorParty', () => {
  it.each([
    [{ street_address: '서울특별시 중구 세종대로 110', country: 'KR' }, 'Seoul', '서울'],
    [{ street_address: '110 Sejong-daero, Jung-gu, Seoul', country: 'KR' }, 'Seoul', '서울'],
    [{ street_address: '부산광역시 해운대구 우동 1408', country: 'KR' }, 'Busan', '부산'],
    [{ street_address: '경기도 성남시 분당구 판교역로 235', country: 'KR' }, 'Gyeonggi', '경기'],
    [{ street_address: '제주특별자치도 제주시 첨단로 242', country: 'KR' }, 'Jeju', '제주'],
    [{ street_address: 'Somewhere 12', country: 'KR' }, 'Korea', '대한민국'],
    [{ street_address: '1 Raffles Place', country: 'SG' }, 'Singapore', '싱가포르'],
  ])('names the place of %j, never the person', (address, en, ko) => {
    expect(collectorParty(address)).toEqual({
      partyEn: `Private collection, ${en}`,
      partyKo: `개인 소장, ${ko}`,
    });
  });

  it('says only "Private collection" without an address', () => {
    expect(collectorParty(null)).toEqual({ partyEn: 'Private collection', partyKo: '개인 소장' });
    expect(collectorParty({ street_address: 'x', country: 'ZZ' }).partyEn).toBe(
      'Private collection',
    );
  });
});
