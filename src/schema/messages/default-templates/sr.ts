import type { TemplateText } from '../template-text';
import type { LanguagePack } from './language-pack';

// Serbian in Latin script, addressing the client politely (Vi, Vaš); names stay in the nominative, so the sentences
// are built around them rather than declining them.

const onlineBookingMade: TemplateText = {
  subject: 'Nova onlajn rezervacija: {{date}} {{time}}',
  body: 'Onlajn rezervacija: {{clientFullName}}, {{services}} ({{employee}}), {{date}} u {{time}}, {{branchName}}.',
};
const onlineBookingCancelled: TemplateText = {
  subject: 'Otkazana onlajn rezervacija: {{date}} {{time}}',
  body: 'Onlajn otkazivanje: {{clientFullName}}, {{services}} ({{employee}}), {{date}} u {{time}}, {{branchName}}.',
};
const cashShiftDifference: TemplateText = {
  subject: 'Razlika u kasi, {{branchName}}: {{difference}}',
  body: '{{branchName}}, {{date}}: stanje kase odstupa za {{difference}}. Smenu otvorio/la: {{shiftOpenedBy}}.',
};
const daySummary: TemplateText = {
  subject: '{{branchName}}, {{date}}: {{total}}',
  body: '{{branchName}}, {{date}}: zakazano poseta {{visitCount}}, završeno {{completedCount}}, otkazano {{cancelledCount}}, propušteno {{missedCount}}; promet {{total}}.',
};

export const serbian: LanguagePack = {
  confirm: ['DA', 'ДА'],
  cancel: ['NE', 'НЕ'],
  stop: ['STOP', 'ODJAVA', 'СТОП', 'ОДЈАВА'],
  optOutHint: 'Za odjavu pošaljite STOP.',
  counts: { visits: { one: 'poseta', few: 'posete', other: 'poseta' }, days: { one: 'dan', few: 'dana', other: 'dana' } },
  templates: {
    'customer.bookingMade': {
      subject: 'Vaš termin: {{date}} u {{time}}',
      body: 'Zdravo {{clientName}}, Vaš termin je zakazan za {{date}} u {{time}}: {{services}}, {{employee}}, {{branchName}}.',
    },
    'customer.bookingChanged': {
      subject: 'Termin je pomeren na {{date}} u {{time}}',
      body: 'Zdravo {{clientName}}, Vaš termin ({{branchName}}) je pomeren sa {{previousDate}} {{previousTime}} na {{date}} u {{time}}.',
    },
    'customer.bookingCancelled': {
      subject: 'Termin {{date}} je otkazan',
      body: 'Zdravo {{clientName}}, Vaš termin ({{branchName}}) {{date}} u {{time}} je otkazan. Za novi termin pozovite {{branchPhone}}.',
    },
    'customer.reminder': {
      subject: 'Podsetnik: {{date}} u {{time}}',
      body: 'Zdravo {{clientName}}, podsećamo Vas na termin {{date}} u {{time}}: {{branchName}}, {{branchAddress}}.',
    },
    'customer.confirmRequest': {
      subject: 'Potvrdite termin: {{date}} u {{time}}',
      body: 'Zdravo {{clientName}}, molimo potvrdite termin {{date}} u {{time}} ({{branchName}}). Odgovorite DA za potvrdu ili NE za otkazivanje.',
    },
    'customer.thankYou': {
      subject: 'Hvala na poseti',
      body: 'Hvala što ste nas danas posetili, {{clientName}}! Nadamo se da ste zadovoljni i radujemo se sledećem viđenju. {{branchName}}',
    },
    'customer.missedVisit': {
      subject: 'Čekali smo Vas danas',
      body: 'Zdravo {{clientName}}, čekali smo Vas danas u {{time}} ({{branchName}}). Za novi termin pozovite {{branchPhone}}.',
    },
    'customer.birthday': {
      subject: 'Srećan rođendan, {{clientName}}!',
      body: 'Srećan rođendan, {{clientName}}! Želimo Vam divnu godinu. Vaš {{branchName}}',
    },
    'customer.comeBack': {
      subject: 'Nedostajete nam',
      body: 'Zdravo {{clientName}}, dugo se nismo videli! Da zakažemo ponovo {{services}}? Pozovite {{branchPhone}}. {{branchName}}',
    },
    'customer.membershipEnding': {
      subject: 'Vaša članarina ističe',
      body: 'Zdravo {{clientName}}, Vaša članarina „{{membership}}“ ističe (preostalo: {{remaining}}), važi do {{expiresOn}}. Za obnovu: {{branchPhone}}, {{branchName}}.',
    },
    'employee.bookingMade': {
      subject: 'Novi termin: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}, {{date}} u {{time}}, {{branchName}}.',
    },
    'employee.bookingChanged': {
      subject: 'Termin pomeren: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}: pomereno sa {{previousDate}} {{previousTime}} na {{date}} u {{time}}, {{branchName}}.',
    },
    'employee.bookingCancelled': {
      subject: 'Otkazan termin: {{date}} {{time}}',
      body: 'Otkazano: {{clientFullName}}, {{services}}, {{date}} u {{time}}, {{branchName}}.',
    },
    'employee.tomorrowSchedule': {
      subject: 'Vaš raspored za {{date}}',
      body: 'Zdravo {{employee}}, Vaši termini za {{date}} ({{branchName}}), ukupno {{visitCount}}:\n{{schedule}}',
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
