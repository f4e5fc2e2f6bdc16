import { describe, expect, it } from 'vitest';
import { jobTitlesResource } from '../../src/schema/resources/job-titles';
import { serviceCategoriesResource } from '../../src/schema/resources/service-categories';
import { servicesResource } from '../../src/schema/resources/services';
import { vacancyRepliesResource } from '../../src/schema/resources/vacancy-replies';
import { employeesResource } from '../../src/schema/resources/employees';
import { clientsResource } from '../../src/schema/resources/clients';
import { membershipsResource } from '../../src/schema/resources/memberships';
import { messages, singularLabel } from './crud-labels';

describe('the engine speaks plain English', () => {
  it('names one record of a resource', () => {
    expect(singularLabel(serviceCategoriesResource)).toBe('service category');
    expect(singularLabel(vacancyRepliesResource)).toBe('vacancy reply');
    expect(singularLabel(clientsResource)).toBe('client');
  });

  it('says what is in use, and by how many', () => {
    expect(messages.inUse(serviceCategoriesResource, [{ definition: servicesResource, count: 3 }])).toBe(
      'This service category is still used by 3 services.',
    );
    expect(
      messages.inUse(servicesResource, [
        { definition: membershipsResource, count: 1 },
        { definition: employeesResource, count: 2 },
      ]),
    ).toBe('This service is still used by 1 membership and 2 employees.');
  });

  it('names the duplicate and the place', () => {
    expect(messages.duplicate(jobTitlesResource, 'name', 'Stylist')).toBe('A job title named “Stylist” already exists in this branch.');
    expect(messages.duplicate(employeesResource, 'email', 'a@b.c')).toBe('An employee with the email “a@b.c” already exists in this branch.');
  });

  it('explains licence and role refusals', () => {
    expect(messages.licenceViewOnly(clientsResource)).toBe('Your plan makes Clients view-only.');
    expect(messages.roleForbidden(clientsResource, 'employee', 'delete')).toBe('Your role (employee) cannot delete clients.');
    expect(messages.limitReached(10)).toBe('Your plan allows 10 team members. Remove one or change the plan to add more.');
  });
});
