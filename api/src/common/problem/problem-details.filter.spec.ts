import type { Response } from 'express';
import { databaseUnavailableProblem } from './problem';
import { sendProblem } from './problem-details.filter';

function fakeResponse(headersSent: boolean) {
  const calls: string[] = [];
  const response = {
    headersSent,
    setHeader: (name: string) => calls.push(`header ${name}`),
    status: (status: number) => {
      calls.push(`status ${status}`);
      return response;
    },
    type: () => response,
    send: () => calls.push('send'),
  };
  return { response: response as unknown as Response, calls };
}

describe('sendProblem', () => {
  it('writes status, headers and body', () => {
    const { response, calls } = fakeResponse(false);
    sendProblem(response, databaseUnavailableProblem());
    expect(calls).toEqual(['header Retry-After', 'status 503', 'send']);
  });

  it('does not answer a second time once the response went out (that would end the process)', () => {
    const { response, calls } = fakeResponse(true);
    expect(() => sendProblem(response, databaseUnavailableProblem())).not.toThrow();
    expect(calls).toEqual([]);
  });
});
