export interface SeededMarket {
  loginFreelancers: string[];
  freshFreelancers: string[];
  applyJobIds: string[];
  reviewedJob: { id: string; companyEmail: string };
}
export function seedMarket(options: {
  env: Record<string, string>;
  market: {
    companies: number;
    freelancers: number;
    jobs: number;
    applications: number;
    fresh: number;
  };
  password: string;
}): Promise<SeededMarket>;
