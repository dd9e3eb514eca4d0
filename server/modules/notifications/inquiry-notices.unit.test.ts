// @vitest-environment node
// The mail of a message in a conversation about a work (rules §4.41): who wrote, the message
// quoted line by line, the topics of a new question and the link to the thread, in both languages.
import { describe, expect, it } from 'vitest';
import { renderEmail } from './notification-templates';

const question = {
  first_name: '',
  recipient: 'operator' as const,
  artwork_title: 'Kim Seoyeon, Quiet harbour',
  author_kind: 'customer' as const,
  author_name: 'Seoyeon Han',
  message: 'Can it ship to Berlin?\nAnd what would insurance cost?',
  photo_count: 2,
  topics: ['shipping', 'price'],
  opened: true,
  url: 'https://art.example/ko/admin/inquiries/inq_1',
};

describe('the conversation mail', () => {
  it('tells the answering side of a new question in Korean, quoting it and naming its topics', () => {
    const mail = renderEmail('inquiry-message', 'ko', question);
    expect(mail.subject).toBe("[Artmarket] 'Kim Seoyeon, Quiet harbour' 작품 문의가 도착했습니다");
    expect(mail.text).toContain('> Can it ship to Berlin?\n> And what would insurance cost?');
    expect(mail.text).toContain('문의 항목: 해외 배송, 가격');
    expect(mail.text).toContain('첨부 사진: 2장');
    expect(mail.text).toContain('답변하기:\nhttps://art.example/ko/admin/inquiries/inq_1');
    expect(mail.html).toContain('&#62; Can it ship to Berlin?');
  });

  it('tells the collector of an answer in English, without topics, linking to their thread', () => {
    const mail = renderEmail('inquiry-message', 'en', {
      ...question,
      first_name: 'Seoyeon',
      recipient: 'customer',
      author_kind: 'gallery',
      author_name: 'Gallery Onda',
      message: 'Yes, we ship to Germany.',
      photo_count: 0,
      topics: [],
      opened: false,
      url: 'https://art.example/my-page/inquiries?id=inq_1',
    });
    expect(mail.subject).toBe('New message about Kim Seoyeon, Quiet harbour');
    expect(mail.text).toContain('Hello Seoyeon,');
    expect(mail.text).toContain('Gallery Onda wrote about "Kim Seoyeon, Quiet harbour":');
    expect(mail.text).toContain('> Yes, we ship to Germany.');
    expect(mail.text).not.toContain('Topics');
    expect(mail.text).toContain(
      'Open the conversation:\nhttps://art.example/my-page/inquiries?id=inq_1',
    );
  });
});
