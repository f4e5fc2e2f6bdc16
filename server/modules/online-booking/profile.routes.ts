import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileAboutSchema,
  profileAboutUpdateSchema,
  profileContactsSchema,
  profileLocationSchema,
  profileLocationUpdateSchema,
} from '../../../src/schema/online-booking/profile';
import { profileHoursSchema, profileHoursUpdateSchema } from '../../../src/schema/online-booking/profile-hours';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import {
  getProfileAbout,
  getProfileContacts,
  getProfileHours,
  getProfileLocation,
  setProfileAbout,
  setProfileContacts,
  setProfileHours,
  setProfileLocation,
} from './profile.service';

const params = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['online booking'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const written = errorResponses(400, 401, 403, 404, 409);
const base = '/branches/:branchId/online-booking/presence';
/** The contacts' shape for the docs; the numbers are read with the branch's country by the service (`setProfileContacts`). */
const contactsBody = profileContactsSchema.omit({ phoneCountry: true });

/** Online booking → Presence → About, Contacts, Location and Hours of a branch (area `onlineBooking`). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${base}/about`, { preHandler: app.authenticate, schema: { ...docs("The page's public name, description and categories"), params, response: { 200: profileAboutSchema, ...read } } }, (request) =>
    getProfileAbout(app.db, request.userId, request.params.branchId),
  );
  app.put(`${base}/about`, { preHandler: app.authenticate, schema: { ...docs('The public name, description and categories, replaced (stale version: 409)'), params, body: profileAboutUpdateSchema, response: { 200: profileAboutSchema, ...written } } }, (request) =>
    setProfileAbout(app.db, request.userId, request.params.branchId, request.body),
  );

  app.get(`${base}/contacts`, { preHandler: app.authenticate, schema: { ...docs('The phones, e-mail, messengers and links the page shows'), params, response: { 200: profileContactsSchema, ...read } } }, (request) =>
    getProfileContacts(app.db, request.userId, request.params.branchId),
  );
  app.put(`${base}/contacts`, { preHandler: app.authenticate, schema: { ...docs('The contacts, replaced; numbers without a country code are the branch’s country’s (stale version: 409)'), params, body: contactsBody, response: { 200: profileContactsSchema, ...written } } }, (request) =>
    setProfileContacts(app.db, request.userId, request.params.branchId, request.body),
  );

  app.get(`${base}/location`, { preHandler: app.authenticate, schema: { ...docs("The branch's address, area and coordinates"), params, response: { 200: profileLocationSchema, ...read } } }, (request) =>
    getProfileLocation(app.db, request.userId, request.params.branchId),
  );
  app.put(`${base}/location`, { preHandler: app.authenticate, schema: { ...docs('The address, area and coordinates, replaced (stale version: 409)'), params, body: profileLocationUpdateSchema, response: { 200: profileLocationSchema, ...written } } }, (request) =>
    setProfileLocation(app.db, request.userId, request.params.branchId, request.body),
  );

  app.get(`${base}/hours`, { preHandler: app.authenticate, schema: { ...docs("The branch's every-day hours and the coming dated exceptions"), params, response: { 200: profileHoursSchema, ...read } } }, (request) =>
    getProfileHours(app.db, request.userId, request.params.branchId),
  );
  app.put(`${base}/hours`, { preHandler: app.authenticate, schema: { ...docs('The coming exceptions (closed days, special hours), replaced (stale version: 409)'), params, body: profileHoursUpdateSchema, response: { 200: profileHoursSchema, ...written } } }, (request) =>
    setProfileHours(app.db, request.userId, request.params.branchId, request.body),
  );
};
