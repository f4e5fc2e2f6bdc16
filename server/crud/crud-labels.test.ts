import { describe, expect, it } from 'vitest';
import { jobTitlesResource } from '../../src/schema/resources/job-titles';
import { serviceCategoriesResource } from '../../src/schema/resources/service-categories';
import { servicesResource } from '../../src/schema/resources/services';
import { vacancyRepliesResource } from '../../src/schema/resources/vacancy-replies';
import { employeesResource } from '../../src/schema/resources/employees';
import { clientsResource } from '../../src/schema/resources/clients';
import { membershipsResource } from '../../src/schema/resources/memberships';
import { renderSentence, type Sentence } from '../i18n/sentence';
import { messages, singularLabel } from './crud-labels';

const english = (sentence: Sentence) => renderSentence(sentence, 'EN');

describe('the engine speaks plain English', () => {
  it('names one record of a resource', () => {
    expect(singularLabel(serviceCategoriesResource)).toBe('service category');
    expect(singularLabel(vacancyRepliesResource)).toBe('vacancy reply');
    expect(singularLabel(clientsResource)).toBe('client');
  });

  it('says what is in use, and by how many', () => {
    expect(english(messages.inUse(serviceCategoriesResource, [{ definition: servicesResource, count: 3 }]))).toBe(
      'This service category is still used by 3 services.',
    );
    expect(english(messages.inUse(servicesResource, [
        { definition: membershipsResource, count: 1 },
        { definition: employeesResource, count: 2 },
      ])),
    ).toBe('This service is still used by 1 membership and 2 employees.');
  });

  it('names the duplicate and the place', () => {
    expect(english(messages.duplicate(jobTitlesResource, 'name', 'Stylist'))).toBe('A job title named “Stylist” already exists in this branch.');
    expect(english(messages.duplicate(employeesResource, 'email', 'a@b.c'))).toBe('An employee with the email “a@b.c” already exists in this branch.');
  });

  it('explains licence and role refusals', () => {
    expect(english(messages.licenceViewOnly(clientsResource))).toBe('Your plan makes Clients view-only.');
    expect(english(messages.roleForbidden(clientsResource, 'employee', 'delete'))).toBe('Your role (employee) cannot delete clients.');
    expect(english(messages.limitReached(10, 'Start'))).toBe('Your plan “Start” allows 10 team members. Remove one or change the plan to add more.');
  });
});
