import { DiscoveredHandler, JOB_QUEUE, JobName } from '@app/core';
import { indexHandlers } from './job-runner';

const handler = (key: string, label = `H.${key}`): DiscoveredHandler<JobName> => ({
  key: key as JobName,
  label,
  call: async () => 'done',
});

const everyJob = () => (Object.keys(JOB_QUEUE) as JobName[]).map((name) => handler(name));

describe('indexHandlers (boot check of @OnJob handlers)', () => {
  it('accepts exactly one handler per job', () => {
    const index = indexHandlers(everyJob());
    expect([...index.keys()].sort()).toEqual(Object.keys(JOB_QUEUE).sort());
  });

  it('fails when a job has no handler', () => {
    const [, ...rest] = everyJob();
    expect(() => indexHandlers(rest)).toThrow(/has no @OnJob handler/);
  });

  it('fails when a job has two handlers, naming both', () => {
    const first = Object.keys(JOB_QUEUE)[0];
    expect(() => indexHandlers([...everyJob(), handler(first, 'Other.method')])).toThrow(
      new RegExp(`"${first}" has two handlers: .* and Other.method`),
    );
  });

  it('fails on a handler for a job that does not exist', () => {
    expect(() => indexHandlers([...everyJob(), handler('nope.job')])).toThrow(/unknown job "nope.job"/);
  });
});
