import type { TestApp } from './build-test-app';

/** What a freelancer writes to apply; each test keeps its own, as its story reads. */
export interface Letter {
  coverLetter: string;
  proposedRate: number;
  estimatedCompletionTime: string;
}

/** Sends the application of `who` (its session's headers) to `jobId`, over the real app. */
export function applyAs(
  testApp: TestApp,
  who: { headers: Record<string, string> },
  jobId: string,
  letter: Letter,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/application/apply',
    headers: who.headers,
    payload: { jobId, ...letter },
  });
}

/** Applies, expects the application made (201), and answers its id. */
export async function appliedTo(
  testApp: TestApp,
  who: { headers: Record<string, string> },
  jobId: string,
  letter: Letter,
): Promise<string> {
  const response = await applyAs(testApp, who, jobId, letter);
  expect(response.statusCode).toBe(201);
  return response.json().data.application._id as string;
}
