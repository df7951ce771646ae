import { memberListQuerySchema, memberSchema, updateProfileBodySchema } from './members.js';
import { defineOperation, signedIn } from './operation.js';
import { pageSchema } from './paging.js';
import { uuidParamsSchema } from './path-params.js';
import { ALL_ROLES } from './roles.js';

const everyone = signedIn(ALL_ROLES);

/** The directory and one's own profile (PRODUCT.md section 16), kept by the identity service. */
export const memberOps = {
  list: defineOperation({
    id: 'listMembers',
    service: 'identity',
    subject: 'identity.members.list',
    query: memberListQuerySchema,
    reply: pageSchema(memberSchema),
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/members',
      access: everyone,
      paged: true,
      summary:
        'Visible profiles by name, a page at a time; q finds words of name, headline, company, bio and location; the filters combine',
      tags: ['members'],
    },
  }),
  get: defineOperation({
    id: 'getMember',
    service: 'identity',
    subject: 'identity.members.get',
    params: uuidParamsSchema,
    reply: memberSchema,
    delivery: 'read',
    http: {
      method: 'GET',
      path: '/api/members/{id}',
      access: everyone,
      summary: 'A profile; a hidden one is 404 to all but its owner and the admins',
      tags: ['members'],
    },
  }),
  updateProfile: defineOperation({
    id: 'updateProfile',
    service: 'identity',
    subject: 'identity.profile.update',
    body: updateProfileBodySchema,
    reply: memberSchema,
    delivery: 'write',
    http: {
      method: 'PATCH',
      path: '/api/profile',
      access: everyone,
      summary: "Change one's own profile; audited by the names of the changed fields",
      tags: ['profile'],
    },
  }),
};
