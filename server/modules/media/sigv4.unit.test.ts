// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyPayloadHash, sha256Hex, signingKey, signRequest, uriEncode } from './sigv4';

// The worked examples of the AWS S3 documentation ("Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk").
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature V4', () => {
  it('signs the documented GET Object example (first 10 bytes of test.txt)', () => {
    const signed = signRequest({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': emptyPayloadHash },
      payloadHash: emptyPayloadHash,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${emptyPayloadHash}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        emptyPayloadHash,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n' +
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documented PUT Object example, encoding `$` in the key', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest({
      method: 'PUT',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.signature).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('derives the documented signing key', () => {
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('encodes query parameters and reserved characters the RFC 3986 way', () => {
    expect(uriEncode("a b!*'()~._-")).toBe('a%20b%21%2A%27%28%29~._-');
    const signed = signRequest({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/',
      query: { prefix: 'J', 'max-keys': '2' },
      payloadHash: emptyPayloadHash,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
  });
});
