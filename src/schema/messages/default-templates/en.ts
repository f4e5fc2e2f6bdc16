import type { TemplateText } from '../template-text';
import type { LanguagePack } from './language-pack';

const onlineBookingMade: TemplateText = {
  subject: 'New online booking: {{date}} {{time}}',
  body: '{{clientFullName}} booked online: {{services}} with {{employee}} on {{date}} at {{time}} ({{branchName}}).',
};
const onlineBookingCancelled: TemplateText = {
  subject: 'Online booking cancelled: {{date}} {{time}}',
  body: '{{clientFullName}} cancelled online: {{services}} with {{employee}} on {{date}} at {{time}} ({{branchName}}).',
};
const cashShiftDifference: TemplateText = {
  subject: 'Cash difference at {{branchName}}: {{difference}}',
  body: 'The cash count at {{branchName}} on {{date}} differs by {{difference}}. Shift opened by {{shiftOpenedBy}}.',
};
const daySummary: TemplateText = {
  subject: '{{branchName}} on {{date}}: {{total}}',
  body: '{{branchName}} on {{date}}: {{visitCount}} visits booked, {{completedCount}} completed, {{cancelledCount}} cancelled, {{missedCount}} missed; {{total}} taken.',
};

export const english: LanguagePack = {
  confirm: ['YES'],
  cancel: ['NO'],
  stop: ['STOP', 'STOPP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'END', 'QUIT'],
  optOutHint: 'Reply STOP to opt out.',
  counts: { visits: { one: 'visit', other: 'visits' }, days: { one: 'day', other: 'days' } },
  templates: {
    'customer.bookingMade': {
      subject: 'Your visit on {{date}} at {{time}}',
      body: "Hi {{clientName}}, you're booked at {{branchName}} on {{date}} at {{time}} for {{services}} with {{employee}}.",
    },
    'customer.bookingChanged': {
      subject: 'Your visit has moved to {{date}} at {{time}}',
      body: 'Hi {{clientName}}, your visit to {{branchName}} has moved from {{previousDate}} {{previousTime}} to {{date}} at {{time}}.',
    },
    'customer.bookingCancelled': {
      subject: 'Your visit on {{date}} is cancelled',
      body: 'Hi {{clientName}}, your visit to {{branchName}} on {{date}} at {{time}} is cancelled. To book again, call {{branchPhone}}.',
    },
    'customer.reminder': {
      subject: 'See you on {{date}} at {{time}}',
      body: 'Hi {{clientName}}, see you at {{branchName}} ({{branchAddress}}) on {{date}} at {{time}}.',
    },
    'customer.confirmRequest': {
      subject: 'Please confirm your visit on {{date}} at {{time}}',
      body: 'Hi {{clientName}}, please confirm your visit to {{branchName}} on {{date}} at {{time}}. Reply YES to confirm or NO to cancel.',
    },
    'customer.thankYou': {
      subject: 'Thank you for your visit',
      body: 'Thank you for visiting {{branchName}} today, {{clientName}}! We hope you enjoyed it and look forward to seeing you again.',
    },
    'customer.missedVisit': {
      subject: 'We missed you today',
      body: 'Hi {{clientName}}, we missed you at {{branchName}} today at {{time}}. To book a new time, call {{branchPhone}}.',
    },
    'customer.birthday': {
      subject: 'Happy birthday, {{clientName}}!',
      body: 'Happy birthday, {{clientName}}! Everyone at {{branchName}} wishes you a wonderful year.',
    },
    'customer.comeBack': {
      subject: 'We miss you at {{branchName}}',
      body: "Hi {{clientName}}, it's been a while! Time for your next {{services}}? Book at {{branchName}}: {{branchPhone}}",
    },
    'customer.membershipEnding': {
      subject: 'Your membership is ending',
      body: 'Hi {{clientName}}, your membership "{{membership}}" is ending: {{remaining}} left, valid until {{expiresOn}}. Ask us at {{branchName}} to renew.',
    },
    'employee.bookingMade': {
      subject: 'New booking: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}, on {{date}} at {{time}} ({{branchName}}).',
    },
    'employee.bookingChanged': {
      subject: 'Booking moved to {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}: moved from {{previousDate}} {{previousTime}} to {{date}} at {{time}} ({{branchName}}).',
    },
    'employee.bookingCancelled': {
      subject: 'Booking cancelled: {{date}} {{time}}',
      body: '{{clientFullName}} cancelled {{services}} on {{date}} at {{time}} ({{branchName}}).',
    },
    'employee.tomorrowSchedule': {
      subject: 'Your schedule for {{date}}',
      body: 'Hi {{employee}}, your visits at {{branchName}} on {{date}} ({{visitCount}} in all):\n{{schedule}}',
    },
    'administrator.onlineBookingMade': onlineBookingMade,
    'administrator.onlineBookingCancelled': onlineBookingCancelled,
    'administrator.cashShiftDifference': cashShiftDifference,
    'administrator.daySummary': daySummary,
    'owner.onlineBookingMade': onlineBookingMade,
    'owner.onlineBookingCancelled': onlineBookingCancelled,
    'owner.daySummary': daySummary,
    'owner.cashShiftDifference': cashShiftDifference,
  },
};
