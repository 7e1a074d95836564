import { randomUUID } from 'node:crypto';
import { send, type BenchRequest } from '../bench/http.mjs';
import type { ActionId } from './plan';
import type { Board, Deal, Person } from './board';

/**
 * Each action of the day as one request of the real API, sent with the session of the person it
 * belongs to. `ready` says whether the board holds something to act on; `run` takes it, sends the
 * request and answers the status, moving the item to the next step when the API took it.
 */
export interface Action {
  ready(board: Board): boolean;
  run(board: Board, baseUrl: string): Promise<number>;
}

const API = '/api/v1';
const JSON_TYPE = { 'content-type': 'application/json' };
const WORDS = ['react', 'flutter', 'logo', 'urdu', 'seo', 'python', 'node', 'excel', 'shopify'];
const DAY_MS = 86_400_000;

/** The parts of the answers the next steps read. */
interface AnswerData {
  nextCursor?: string | null;
  job?: { _id: string };
  application?: { _id: string };
  message?: { _id: string };
  contract?: { id: string; currentVersion: number; milestones: { id: string }[] };
  payIn?: { id: string; reference: string };
}

interface Answer {
  status: number;
  data: AnswerData;
}

/** Sends; a refusal is recorded on the board and answered like any status. */
async function call(board: Board, baseUrl: string, what: string, request: BenchRequest) {
  const answer = await send(baseUrl, request);
  const text = answer.body.toString('utf8');
  if (answer.status < 200 || answer.status >= 300) {
    board.refused(what, answer.status, text);
    return { status: answer.status, data: {} } as Answer;
  }
  return { status: answer.status, data: (JSON.parse(text) as { data?: AnswerData }).data ?? {} };
}

const get = (path: string, person: Person): BenchRequest => ({
  method: 'GET',
  path: `${API}${path}`,
  headers: { cookie: person.cookie },
});
const post = (path: string, headers: Record<string, string>, body: object): BenchRequest => ({
  method: 'POST',
  path: `${API}${path}`,
  headers: { ...JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

/** A multipart body as a browser's FormData would send it, for node:http. */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

/** A step of a deal: take a deal from `from`, send, and on success move it to `to`. */
function dealStep(
  from: (board: Board) => Deal[],
  step: (board: Board, baseUrl: string, deal: Deal) => Promise<Answer>,
  to?: (board: Board) => Deal[],
): Action {
  return {
    ready: (board) => from(board).length > 0,
    async run(board, baseUrl) {
      const deal = board.take(from(board))!;
      const answer = await step(board, baseUrl, deal);
      if (answer.status < 300 && to) to(board).push(deal);
      return answer.status;
    },
  };
}

export const actions: Record<ActionId, Action> = {
  browse: {
    ready: () => true,
    async run(board, baseUrl) {
      // A quarter of the visits go on to a further page, as people scroll.
      const after =
        board.random() < 0.25 && board.cursors.length ? board.pick(board.cursors) : null;
      const query = after ? `?after=${encodeURIComponent(after)}` : '';
      const answer = await call(
        board,
        baseUrl,
        'browse',
        get(`/jobs/all-jobs${query}`, board.pick(board.freelancers)),
      );
      const next = answer.data.nextCursor;
      if (next && board.cursors.length < 200) board.cursors.push(next);
      return answer.status;
    },
  },
  search: {
    ready: () => true,
    async run(board, baseUrl) {
      const q = board.pick(WORDS);
      const sort = board.pick(['', '&sort=budget', '&sort=applicants']);
      return (
        await call(
          board,
          baseUrl,
          'search',
          get(`/jobs/search?q=${q}${sort}`, board.pick(board.freelancers)),
        )
      ).status;
    },
  },
  openJob: {
    ready: (board) => board.publicJobIds.length > 0,
    async run(board, baseUrl) {
      const id = board.pick(board.publicJobIds);
      return (
        await call(board, baseUrl, 'openJob', get(`/jobs/job/${id}`, board.pick(board.freelancers)))
      ).status;
    },
  },
  apply: {
    ready: (board) => board.jobs.size > 0,
    async run(board, baseUrl) {
      const jobs = [...board.jobs.values()];
      const freelancer = board.pick(board.freelancers);
      let job = board.pick(jobs);
      for (
        let tries = 0;
        board.applied.has(`${freelancer.email} ${job.id}`) && tries < 20;
        tries += 1
      )
        job = board.pick(jobs);
      board.applied.add(`${freelancer.email} ${job.id}`);
      job.applying += 1;
      try {
        const answer = await call(
          board,
          baseUrl,
          'apply',
          post(
            '/application/apply',
            { cookie: freelancer.cookie },
            {
              jobId: job.id,
              coverLetter:
                'I have done this kind of work for three clients in Lahore and can start on Monday.',
              proposedRate: 40_000,
              estimatedCompletionTime: '2 weeks',
            },
          ),
        );
        if (answer.status < 300) {
          const application = {
            id: answer.data.application!._id,
            jobId: job.id,
            freelancer,
            company: job.company,
          };
          board.ack.applications.push(application.id);
          board.pending.push(application);
          board.conversations.push(application);
        }
        return answer.status;
      } finally {
        job.applying -= 1;
      }
    },
  },
  message: {
    ready: (board) => board.conversations.length > 0,
    async run(board, baseUrl) {
      const conversation = board.pick(board.conversations);
      const from = board.random() < 0.5 ? conversation.freelancer : conversation.company;
      const answer = await call(
        board,
        baseUrl,
        'message',
        post(
          `/conversations/${conversation.id}/messages`,
          { cookie: from.cookie },
          {
            text: 'Could we talk about the first milestone this week?',
          },
        ),
      );
      if (answer.status < 300) board.ack.messages.push(answer.data.message!._id);
      return answer.status;
    },
  },
  postJob: {
    ready: () => true,
    async run(board, baseUrl) {
      const company = board.pick(board.companies);
      const places = 1 + Math.floor(board.random() * 3);
      const answer = await call(
        board,
        baseUrl,
        'postJob',
        post(
          '/jobs/post-job',
          { cookie: company.cookie },
          {
            title: `Flutter app for a delivery service, phase ${board.ack.jobs.length + 1}`,
            description:
              'A Karachi business needs a delivery app with a clear scope and a fixed budget in PKR.',
            projectType: 'one-time',
            experienceLevel: 'intermediate',
            jobCategory: 'Mobile Apps',
            skills: ['Flutter', 'Firebase'],
            budget: 80_000,
            duration: '3 weeks',
            numberOfFreelancers: places,
          },
        ),
      );
      if (answer.status < 300) {
        const id = answer.data.job!._id;
        board.ack.jobs.push(id);
        board.jobs.set(id, { id, company, places, applying: 0 });
      }
      return answer.status;
    },
  },
  accept: {
    ready: (board) => board.pending.some((application) => acceptable(board, application.jobId)),
    async run(board, baseUrl) {
      const application = board.take(board.pending, (one) => acceptable(board, one.jobId))!;
      const job = board.jobs.get(application.jobId)!;
      job.places -= 1;
      if (job.places === 0) board.jobs.delete(job.id);
      const answer = await call(board, baseUrl, 'accept', {
        method: 'PATCH',
        path: `${API}/application/status/${application.id}`,
        headers: { ...JSON_TYPE, cookie: application.company.cookie },
        body: JSON.stringify({ status: 'accepted' }),
      });
      if (answer.status < 300) {
        board.ack.accepted.push(application.id);
        board.accepted.push(application);
      }
      return answer.status;
    },
  },
  offer: {
    ready: (board) => board.accepted.length > 0,
    async run(board, baseUrl) {
      const application = board.take(board.accepted)!;
      const amountPaisa = (20_000 + Math.floor(board.random() * 60) * 1_000) * 100;
      const dueDate = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
      const answer = await call(
        board,
        baseUrl,
        'offer',
        post(
          '/contracts/offers',
          { cookie: application.company.cookie },
          {
            applicationId: application.id,
            title: 'Delivery app, first release',
            scope: 'Screens, orders and the rider map, handed over with its source.',
            milestones: [{ title: 'First release', amountPaisa, dueDate }],
          },
        ),
      );
      if (answer.status < 300) {
        const contract = answer.data.contract!;
        board.ack.contracts.push(contract.id);
        board.offered.push({
          contractId: contract.id,
          // The milestones are drafts of the offer until the freelancer accepts it.
          milestoneId: '',
          amountPaisa,
          version: contract.currentVersion,
          freelancer: application.freelancer,
          company: application.company,
        });
      }
      return answer.status;
    },
  },
  acceptOffer: dealStep(
    (board) => board.offered,
    async (board, baseUrl, deal) => {
      const answer = await call(
        board,
        baseUrl,
        'acceptOffer',
        post(
          `/contracts/${deal.contractId}/answer`,
          { cookie: deal.freelancer.cookie },
          { version: deal.version, action: 'accept' },
        ),
      );
      if (answer.status < 300) deal.milestoneId = answer.data.contract!.milestones[0]!.id;
      return answer;
    },
    (board) => board.unfunded,
  ),
  fund: dealStep(
    (board) => board.unfunded,
    async (board, baseUrl, deal) => {
      const answer = await call(
        board,
        baseUrl,
        'fund',
        post(
          `/milestones/${deal.milestoneId}/pay-in`,
          { cookie: deal.company.cookie },
          {
            idempotencyKey: randomUUID(),
            rail: 'bankTransfer',
          },
        ),
      );
      if (answer.status < 300)
        deal.payIn = { id: answer.data.payIn!.id, reference: answer.data.payIn!.reference };
      return answer;
    },
    (board) => board.awaitingConfirmation,
  ),
  confirm: dealStep(
    (board) => board.awaitingConfirmation,
    async (board, baseUrl, deal) => {
      const answer = await call(
        board,
        baseUrl,
        'confirm',
        post(`/admin/pay-ins/${deal.payIn!.id}/confirm`, board.admin, {
          idempotencyKey: randomUUID(),
          amountPaisa: deal.amountPaisa,
          reference: deal.payIn!.reference,
        }),
      );
      if (answer.status < 300)
        board.ack.confirmed.push({ payInId: deal.payIn!.id, amountPaisa: deal.amountPaisa });
      return answer;
    },
    (board) => board.funded,
  ),
  submit: dealStep(
    (board) => board.funded,
    async (board, baseUrl, deal) => {
      const { body, type } = await multipart({
        note: 'The first release is live; the source is in the repository.',
      });
      return call(board, baseUrl, 'submit', {
        method: 'POST',
        path: `${API}/milestones/${deal.milestoneId}/submit`,
        headers: { 'content-type': type, cookie: deal.freelancer.cookie },
        body,
      });
    },
    (board) => board.submitted,
  ),
  approve: dealStep(
    (board) => board.submitted,
    async (board, baseUrl, deal) => {
      const answer = await call(
        board,
        baseUrl,
        'approve',
        post(
          `/milestones/${deal.milestoneId}/approve`,
          { cookie: deal.company.cookie },
          {
            idempotencyKey: randomUUID(),
          },
        ),
      );
      if (answer.status < 300)
        board.ack.released.push({ milestoneId: deal.milestoneId, amountPaisa: deal.amountPaisa });
      return answer;
    },
  ),
};

/** Its job still has a place, and taking its last one races no application in flight. */
function acceptable(board: Board, jobId: string) {
  const job = board.jobs.get(jobId);
  return job !== undefined && (job.places > 1 || job.applying === 0);
}
