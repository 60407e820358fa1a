import { requestIdOfMailJob } from './forms';

describe('requestIdOfMailJob', () => {
  it('when the job carries a request id like nginx or a UUID makes, then that id is returned', () => {
    expect(requestIdOfMailJob({ requestId: '0f3c9a7e5b1d4c2aa1b2c3d4e5f60718' })).toBe(
      '0f3c9a7e5b1d4c2aa1b2c3d4e5f60718',
    );
    expect(requestIdOfMailJob({ requestId: 'b7e2c1d0-1234-4abc-8def-0123456789ab' })).toBe(
      'b7e2c1d0-1234-4abc-8def-0123456789ab',
    );
  });

  it('when the job was queued by a version without request ids, then there is none', () => {
    expect(requestIdOfMailJob({})).toBeUndefined();
  });

  it('when the request id is not one that is safe to log, then there is none', () => {
    expect(requestIdOfMailJob({ requestId: 'two\nlines' })).toBeUndefined();
    expect(requestIdOfMailJob({ requestId: 'x'.repeat(129) })).toBeUndefined();
    expect(requestIdOfMailJob({ requestId: 42 })).toBeUndefined();
    expect(requestIdOfMailJob({ requestId: '' })).toBeUndefined();
  });
});
