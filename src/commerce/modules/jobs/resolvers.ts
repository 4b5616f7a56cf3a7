import { authorizationError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import type { JobRecord } from './service.ts';

/** The queue is the operator's alone. */
function operatorOnly(request: RequestContext): void {
  if (request.actor.kind !== 'admin') throw authorizationError();
}

function adminJobView(job: JobRecord) {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    retry_count: job.retryCount,
    retry_limit: job.retryLimit,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    completed_at: job.completedAt?.toISOString() ?? null,
    failure: job.failure,
  };
}

export const jobResolvers: Resolvers = {
  Query: {
    adminJobs: async (_, args, ctx) => {
      operatorOnly(ctx.request);
      return (await ctx.services.jobs.list({ failed: args.failed ?? false })).map(adminJobView);
    },
  },
  Mutation: {
    retryJob: async (_, args, ctx) => {
      operatorOnly(ctx.request);
      return adminJobView(await ctx.services.jobs.retry(args.id));
    },
  },
};
