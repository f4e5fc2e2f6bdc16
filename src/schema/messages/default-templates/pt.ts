import type { TemplateText } from '../template-text';
import type { LanguagePack } from './language-pack';

// European Portuguese, as the web app (marcação, telemóvel), addressing the client as "você" without naming it.

const onlineBookingMade: TemplateText = {
  subject: 'Nova marcação online: {{date}} {{time}}',
  body: 'Marcação online: {{clientFullName}}, {{services}} com {{employee}}, {{date}} às {{time}}, {{branchName}}.',
};
const onlineBookingCancelled: TemplateText = {
  subject: 'Marcação online cancelada: {{date}} {{time}}',
  body: 'Cancelamento online: {{clientFullName}}, {{services}} com {{employee}}, {{date}} às {{time}}, {{branchName}}.',
};
const cashShiftDifference: TemplateText = {
  subject: 'Diferença de caixa, {{branchName}}: {{difference}}',
  body: '{{branchName}}, {{date}}: a contagem de caixa tem uma diferença de {{difference}}. Turno aberto por {{shiftOpenedBy}}.',
};
const daySummary: TemplateText = {
  subject: '{{branchName}}, {{date}}: {{total}}',
  body: '{{branchName}}, {{date}}: {{visitCount}} marcações, {{completedCount}} concluídas, {{cancelledCount}} canceladas, {{missedCount}} faltas; {{total}} faturados.',
};

export const portuguese: LanguagePack = {
  confirm: ['SIM'],
  cancel: ['NÃO'],
  stop: ['PARAR', 'SAIR'],
  optOutHint: 'Para deixar de receber, responda PARAR.',
  counts: { visits: { one: 'visita', other: 'visitas' }, days: { one: 'dia', other: 'dias' } },
  templates: {
    'customer.bookingMade': {
      subject: 'A sua marcação: {{date}} às {{time}}',
      body: 'Olá {{clientName}}, a sua marcação está feita: {{date}} às {{time}}, {{services}} com {{employee}}, {{branchName}}.',
    },
    'customer.bookingChanged': {
      subject: 'Marcação alterada para {{date}} às {{time}}',
      body: 'Olá {{clientName}}, a sua marcação ({{branchName}}) passou de {{previousDate}} {{previousTime}} para {{date}} às {{time}}.',
    },
    'customer.bookingCancelled': {
      subject: 'Marcação de {{date}} cancelada',
      body: 'Olá {{clientName}}, a sua marcação ({{branchName}}) de {{date}} às {{time}} foi cancelada. Para remarcar, ligue {{branchPhone}}.',
    },
    'customer.reminder': {
      subject: 'Lembrete: {{date}} às {{time}}',
      body: 'Olá {{clientName}}, lembramos a sua marcação: {{date}} às {{time}}, {{branchName}}, {{branchAddress}}.',
    },
    'customer.confirmRequest': {
      subject: 'Confirme a sua marcação: {{date}} às {{time}}',
      body: 'Olá {{clientName}}, confirme a sua marcação de {{date}} às {{time}} ({{branchName}}). Responda SIM para confirmar ou NÃO para cancelar.',
    },
    'customer.thankYou': {
      subject: 'Obrigado pela sua visita',
      body: 'Obrigado pela sua visita hoje, {{clientName}}! Esperamos que tenha gostado. Até breve! {{branchName}}',
    },
    'customer.missedVisit': {
      subject: 'Esperámos por si hoje',
      body: 'Olá {{clientName}}, esperámos por si hoje às {{time}} ({{branchName}}). Para remarcar, ligue {{branchPhone}}.',
    },
    'customer.birthday': {
      subject: 'Feliz aniversário, {{clientName}}!',
      body: 'Feliz aniversário, {{clientName}}! Desejamos-lhe um ano maravilhoso. A equipa {{branchName}}',
    },
    'customer.comeBack': {
      subject: 'Temos saudades suas',
      body: 'Olá {{clientName}}, há quanto tempo! Que tal marcar de novo {{services}}? Ligue {{branchPhone}}. {{branchName}}',
    },
    'customer.membershipEnding': {
      subject: 'O seu pacote está a terminar',
      body: 'Olá {{clientName}}, o seu pacote "{{membership}}" está a terminar: saldo de {{remaining}}, válido até {{expiresOn}}. Para renovar: {{branchPhone}}, {{branchName}}.',
    },
    'employee.bookingMade': {
      subject: 'Nova marcação: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}, {{date}} às {{time}}, {{branchName}}.',
    },
    'employee.bookingChanged': {
      subject: 'Marcação alterada: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}: de {{previousDate}} {{previousTime}} para {{date}} às {{time}}, {{branchName}}.',
    },
    'employee.bookingCancelled': {
      subject: 'Marcação cancelada: {{date}} {{time}}',
      body: 'Cancelada: {{clientFullName}}, {{services}}, {{date}} às {{time}}, {{branchName}}.',
    },
    'employee.tomorrowSchedule': {
      subject: 'O seu horário para {{date}}',
      body: 'Olá {{employee}}, as suas marcações para {{date}} ({{branchName}}), {{visitCount}} no total:\n{{schedule}}',
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
