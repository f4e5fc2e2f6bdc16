import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { ServerMessages } from './en';

// Status names as the schedule shows them (src/i18n/pt/schedule.json "status").
const statusName: Record<OrderStatus, string> = {
  'order_status.waiting': 'Pendente',
  'order_status.approved': 'Confirmada',
  'order_status.has_started': 'Em curso',
  'order_status.pass': 'Faltou',
  'order_status.canceled': 'Cancelada',
  'order_status.success': 'Concluída',
};
const payStatus = { draft: 'um rascunho', approved: 'aprovado', paid: 'pago' };
const payStep = { approved: 'aprovado', paid: 'marcado como pago', recalculated: 'recalculado', deleted: 'excluído' };

export const pt: ServerMessages = {
  common: {
    checkFields: ({ fields }) => `Verifique estes campos: ${fields.join(', ')}.`,
    unknownField: ({ field }) => `Campo desconhecido "${field}"`,
    invalidValue: 'Valor inválido',
    required: 'Obrigatório',
    noSuchDate: 'Esta data não existe',
    noSuchDateTime: 'Esta data e hora não existem',
    tooLarge: 'Valor grande demais',
    mustBeAfterStart: 'Deve ser depois do início',
    mustNotBeBeforeStart: 'Não pode ser antes do início',
    atMostDays: ({ days }) => `No máximo ${days} dias`,
    valueDoesNotFit: 'Um valor não cabe no seu campo.',
    dateOutOfRange: ({ min, max }) => `Deve estar entre ${min} e ${max}`,
    valueDoesNotFitField: ({ field }) => `Um valor não cabe no seu campo: ${field}.`,
    bodyTooLarge: 'O pedido é grande demais.',
    tooManyRequests: ({ seconds }) => `Pedidos demais. Tente novamente daqui a ${seconds} s.`,
    unexpected: 'Algo deu errado do nosso lado. Tente novamente.',
    noRoute: ({ method, path }) => `O endereço ${method} ${path} não existe.`,
    duplicateValue: 'Já existe um registro com o mesmo valor único.',
    overlapsBooking: 'Este horário se sobrepõe a outra marcação da mesma pessoa.',
    stillInUse: 'Este registro ainda é usado por outros registros.',
    staleVersion: 'Outra pessoa alterou este registro desde que você o abriu. Recarregue-o para ver as alterações.',
    noPermission: 'Você não tem permissão para fazer isto.',
    sessionExpired: 'A sua sessão expirou. Entre novamente.',
    sessionEnded: 'A sua sessão terminou. Entre novamente.',
    accountGone: 'A sua conta já não existe. Entre novamente.',
    missingXsrf: 'Falta ao pedido um cabeçalho X-XSRF-TOKEN válido. Recarregue a página e tente novamente.',
  },
  notFound: {
    record: 'O registro não foi encontrado.',
    resource: () => 'O registro não foi encontrado.',
    order: 'A marcação não foi encontrada.',
    break: 'A pausa não foi encontrada.',
    clientInClass: 'Este cliente não está nesta aula de grupo.',
    teamMember: 'O membro da equipa não foi encontrado.',
    employee: 'O membro da equipa não foi encontrado.',
    client: 'O cliente não foi encontrado.',
    service: 'O serviço não foi encontrado.',
    product: 'O produto não foi encontrado.',
    membership: 'A assinatura não foi encontrada.',
    sale: 'A venda não foi encontrada.',
    payment: 'O pagamento não foi encontrado.',
    soldMembership: 'A assinatura vendida não foi encontrada.',
    instalment: 'A parcela não foi encontrada.',
    cashShift: 'O turno de caixa não foi encontrado.',
    payScheme: 'O esquema de remuneração não foi encontrado.',
    payCalculation: 'O cálculo de pagamento não foi encontrado.',
    review: 'A avaliação não foi encontrada.',
    payAssignment: 'A atribuição do esquema de remuneração não foi encontrada.',
    workSlot: 'O turno não foi encontrado.',
    branch: 'A filial não foi encontrada.',
    organisation: 'A organização não foi encontrada.',
    licence: 'O plano não foi encontrado.',
    user: 'O utilizador não foi encontrado.',
    invitation: 'O convite não foi encontrado.',
    staffAccount: 'Este membro da equipe não tem conta nem convite.',
    photo: 'A foto não foi encontrada.',
    page: 'A página não foi encontrada.',
  },
  notInBranch: {
    service: 'Este serviço não existe nesta filial.',
    membership: 'Esta assinatura não existe nesta filial.',
    product: 'Este produto não existe nesta filial.',
    employee: 'Este membro da equipa não existe nesta filial.',
    client: 'Este cliente não existe nesta filial.',
    order: 'Esta marcação não existe nesta filial.',
  },
  crud: {
    planExcludes: () => 'O seu plano não inclui esta área.',
    planViewOnly: () => 'O seu plano só permite consultar esta área.',
    roleCannot: ({ role }) => `A sua função (${role}) não permite esta ação nesta área.`,
    teamLimit: ({ limit }) => `O seu plano permite ${limit} membros da equipa. Remova um ou mude de plano para adicionar mais.`,
    duplicate: ({ value, place }) => `Já existe um registro "${value}" ${place === 'branch' ? 'nesta filial' : 'nesta rede'}.`,
    inUse: ({ users }) => `Este registro ainda é usado por outros registros (${users.reduce((sum, user) => sum + user.count, 0)}).`,
    missingReference: ({ id }) => `Não há nenhum registro com id ${id} aqui.`,
  },
  orders: {
    notYourOwn: 'Você só pode alterar os suas próprias marcações e intervalos.',
    movesNotAllowed: 'A sua filial não permite que os funcionários movam as suas marcações. Fale com um administrador.',
    employeeBusy: ({ name }) => `${name ?? 'O membro da equipa'} já tem uma marcação ou uma pausa nesse horário.`,
    resourceBusy: ({ name }) => `${name ? `O recurso ${name}` : 'O recurso'} já está reservado nesse horário.`,
    resourceFull: ({ name, booked, capacity }) => `${name ? `O recurso ${name}` : 'O recurso'} está totalmente reservado nesse horário (${booked} de ${capacity}).`,
    transitionRefused: (refusal) => {
      switch (refusal.code) {
        case 'same_status':
          return `A marcação já está com o estado "${statusName[refusal.params.status]}".`;
        case 'final_status':
        case 'not_allowed':
          return `Uma marcação com o estado "${statusName[refusal.params.from]}" não pode passar para "${statusName[refusal.params.to]}".`;
        case 'cancel_has_own_call':
          return 'Uma marcação é cancelada pela sua própria ação de cancelar, que regista quem a cancelou.';
        case 'not_begun':
          return 'Uma marcação não pode ser marcada como falta antes da hora de início.';
        case 'before_day':
          return `Uma marcação de ${refusal.params.date} não pode passar para "${statusName[refusal.params.to]}" antes do seu dia.`;
      }
    },
    cancelledUnchangeable: 'Uma marcação cancelada não pode ser alterada; crie uma nova.',
    paidLinePrice:
      'Este serviço já está numa venda, por isso o preço é o dessa venda. Para cobrar outro valor, devolva o pagamento ou cancele a venda e faça o checkout de novo.',
    paidLineRemoved: 'Este serviço já está numa venda, por isso não pode ser retirado da marcação. Cancele primeiro a venda ou devolva o pagamento.',
    lineNotOnOrder: 'Este não é um serviço desta marcação',
    lineNamedTwice: 'Este serviço aparece duas vezes',
    capacityBelowJoined: ({ joined }) =>
      `${joined} clientes já entraram nesta aula, por isso ela não pode ter menos de ${joined} vagas; peça primeiro que alguém saia.`,
    onlyGroupHasPlaces: 'Só uma aula de grupo tem vagas',
    groupHasOneService: 'Uma aula de grupo tem um serviço',
    clientsJoinOneByOne: 'Os clientes entram numa aula de grupo um a um',
    notGroupClass: 'Isto não é uma aula de grupo: uma marcação simples tem um cliente, que se altera na própria marcação.',
    classClosed: 'Esta aula foi cancelada ou já terminou: os clientes já não podem entrar nem sair.',
    alreadyJoined: 'Este cliente já está na aula.',
    classFull: ({ places }) => `A aula está cheia: as ${places} vagas estão ocupadas.`,
    noneBooked: ({ refusals }) => `Nenhuma aula pôde ser agendada: ${refusals.join('; ')}.`,
    refusal: ({ date, reason }) => `${date}: ${reason}`,
    refusalReasons: {
      employee_busy: 'o membro da equipa está ocupado',
      resource_busy: 'o recurso está reservado',
      branch_closed: 'a filial está fechada',
      outside_working_hours: 'fora do horário de funcionamento da filial',
      not_working: 'o membro da equipa não tem turno',
      outside_work_slot: 'fora do turno do membro da equipa',
    },
    outsideHours: {
      branchClosed: 'A filial está fechada nesse dia',
      outsideWorkingHours: ({ start, end }) => `Fora do horário de funcionamento da filial (${start}–${end})`,
      notWorking: 'O membro da equipa não tem turno nesse dia',
      outsideWorkSlot: ({ start, end }) => `Fora do turno do membro da equipa (${start}–${end})`,
    },
    reasons: ({ reasons }) => `${reasons.join('; ')}.`,
    needsConfirming: ({ reasons }) => `Este horário precisa de confirmação: ${reasons.join(' ')} Confirme para agendar mesmo assim.`,
  },
  schedule: {
    noSuchTeamMember: 'Este membro da equipa não existe',
    noSuchTeamMemberInBranch: 'Este membro da equipa não existe nesta filial',
    oneChainAtATime: 'Planeje uma rede de cada vez',
    noSuchWorkSlot: 'Este turno não existe',
    serviceNotInBranch: ({ id }) => `O serviço ${id} não é um serviço desta filial`,
    planExcludes: ({ area }) => `O seu plano não inclui ${area === 'schedule' ? 'a agenda' : 'os turnos da equipa'}.`,
    planViewOnly: ({ area }) => `O seu plano só permite consultar ${area === 'schedule' ? 'a agenda' : 'os turnos da equipa'}.`,
    roleCannot: ({ role, area }) => `A sua função (${role}) não permite esta ação: ${area === 'schedule' ? 'agenda' : 'turnos da equipa'}.`,
  },
  sales: {
    notOnSale: ({ name }) => `${name} não está à venda.`,
    nameTheOrder: 'Indique a marcação que esta linha paga (orderId).',
    notALineOfOrder: 'Esta não é uma linha da marcação.',
    needsClient: 'Uma assinatura ou uma dívida precisa de um cliente.',
    visitPaid: 'Esta marcação já está totalmente paga.',
    stockLeft: ({ stock, name }) => `Restam apenas ${stock} de ${name}.`,
    saleCancelled: 'Esta venda foi cancelada.',
    saleAlreadyCancelled: 'Esta venda já foi cancelada.',
    nothingOwed: 'Não há nada em dívida nesta venda.',
    handOverAmount: 'Indique um valor em dinheiro ou no cartão.',
    onlyPaymentRefunds: 'Só um pagamento pode ser reembolsado.',
    refundAtMost: ({ amount }) => `Pode ser reembolsado no máximo ${amount}.`,
    visitDrawn: ({ name }) => `Já foi usada uma visita de ${name}; devolva essa visita antes de cancelar a venda.`,
    amountsChanged: 'Os valores já não batem; recarregue e tente novamente.',
    paidMeanwhile: 'Este pagamento é maior do que a venda ainda deve; ela foi paga entretanto.',
    refundedMeanwhile: 'Este pagamento já foi reembolsado entretanto.',
    outOfStock: 'Um produto esgotou entretanto.',
    membershipOverpaid: 'Este pagamento é maior do que a assinatura ainda deve.',
    instalmentOverpaid: 'Este pagamento é maior do que a parcela ainda deve.',
    noVisitsLeft: 'Esta assinatura não tem mais visitas.',
    classPaidPerClient: 'Uma aula em grupo é paga cliente a cliente: escolha de quem é o lugar que esta venda paga.',
    notInClass: 'Este cliente não tem lugar na aula: adicione-o primeiro.',
    receiptNeedsEmail: 'Este cliente não tem e-mail registado: escreva o endereço para onde enviar o recibo.',
    visitOnAnotherSale: 'Um serviço desta marcação já está noutra venda: receba o resto do pagamento nessa venda.',
    tenderRefused: (refusal) => {
      switch (refusal.reason) {
        case 'cash_negative':
          return 'O valor em dinheiro não pode ser negativo.';
        case 'card_negative':
          return 'O valor no cartão não pode ser negativo.';
        case 'card_above_due':
          return 'O pagamento no cartão é maior do que o valor devido.';
      }
    },
  },
  memberships: {
    cancelledNoInstalments: 'Esta assinatura foi cancelada, por isso as suas parcelas já não são pagas.',
    instalmentPaid: ({ number }) => `A parcela ${number} já está totalmente paga.`,
    earlierUnpaid: ({ number }) => `A parcela ${number} ainda não foi paga; as parcelas são pagas por ordem.`,
    enterAmount: 'Indique o valor pago em dinheiro ou no cartão.',
    overpaysSale: 'Com este pagamento a venda ficaria paga acima do seu total.',
    alreadyCancelled: 'Esta assinatura já foi cancelada.',
  },
  cashRegister: {
    alreadyOpen: ({ since }) => `Já há um turno de caixa aberto${since ? ` desde as ${since}` : ''}. Feche-o antes de abrir outro.`,
    alreadyClosed: ({ time }) => `Este turno de caixa já foi fechado às ${time}.`,
    planExcludes: 'O seu plano não inclui as definições da caixa registadora (precisam dos blocos de definições financeiras e de caixa registadora). Mude de plano para usá-las.',
  },
  pay: {
    memberPayTooLarge: ({ name, amount, max }) =>
      `O pagamento de ${name} neste período chega a ${amount}, mais do que os ${max} que um pagamento pode ter. Reduza os valores do esquema de remuneração ou escolha um período mais curto.`,
    totalTooLarge: ({ amount, max }) =>
      `O pagamento deste período chega a ${amount} no total, mais do que os ${max} que um cálculo pode ter. Escolha um período mais curto.`,
    periodTaken: ({ from, to, status }) =>
      `O cálculo de pagamento de ${from} a ${to} (${payStatus[status]}) abrange alguns destes dias. ${status === 'draft' ? 'Recalcule-o ou exclua-o.' : 'Escolha dias depois dele.'}`,
    wrongStatus: ({ status, needed, step }) =>
      `Este cálculo de pagamento é ${payStatus[status]}: só um que seja ${payStatus[needed]} pode ser ${payStep[step]}.`,
    schemeInUse: ({ scheme, members }) => `${scheme} é o esquema de remuneração de ${members}. Atribua-lhes primeiro outro esquema.`,
    notACategory: 'Não é uma categoria de serviços desta filial.',
    notAScheme: 'Não é um esquema de remuneração desta filial.',
  },
  catalog: {
    notAService: ({ id }) => `O serviço ${id} não é um serviço desta filial`,
    listEveryOnce: ({ what, unknown, missing }) => {
      const parts = [unknown.length > 0 && `não pertencem aqui: ${unknown.join(', ')}`, missing.length > 0 && `em falta: ${missing.join(', ')}`].filter(Boolean);
      return `Indique ${what === 'categories' ? 'cada categoria' : 'cada serviço desta categoria'} exatamente uma vez (${parts.join('; ')}).`;
    },
  },
  reports: {
    planExcludes: 'O seu plano não inclui relatórios. Mude de plano para usá-los.',
  },
  settings: {
    planExcludesArea: 'O seu plano não inclui esta área. Mude de plano para usá-la.',
    planViewOnlyArea: 'O seu plano só permite consultar esta área. Mude de plano para fazer alterações.',
    roleDoesNotAllow: 'A sua função não permite isto. Fale com um proprietário da rede.',
    lastOwner: 'A rede precisa de pelo menos um proprietário. Torne primeiro outra pessoa proprietária.',
    ownerChangesOwner: 'Só um proprietário pode alterar outro proprietário.',
    worksElsewhere: 'Esta pessoa também trabalha em filiais que você não administra. Fale com um proprietário.',
    notYourself: 'Você não pode alterar nem remover o seu próprio acesso. Peça a outro proprietário.',
    accessChanged: 'O seu acesso a esta rede mudou. Recarregue a página.',
    staleThing: ({ what }) => `Outra pessoa alterou ${what === 'chain' ? 'a rede' : 'esta filial'} entretanto. Recarregue e tente novamente.`,
    staleVersionIssue: 'Versão desatualizada',
    branchLimit: ({ limit }) => `O seu plano permite ${limit} ${limit === 1 ? 'filial' : 'filiais'}. Mude de plano para adicionar mais.`,
    lastBranch: 'Uma rede precisa de pelo menos uma filial. Adicione outra filial antes de excluir esta.',
    alreadyMember: 'Esta pessoa já tem acesso à rede. Altere a função dela na página de utilizadores.',
    ownerGrantsOwner: 'Só um proprietário pode conceder ou alterar o acesso de proprietário.',
    ownBranchesOnly: 'Você só pode gerir pessoas das filiais que administra.',
    notABranch: ({ id }) => `A filial ${id} não é uma filial desta rede`,
    memberHasAccount: 'Este membro da equipe já tem uma conta. Revogue-a antes de convidar outra pessoa.',
    accountIsAnotherMember: ({ name }) => `Esta pessoa já entra nesta filial como ${name}.`,
  },
  paySlip: {
    title: 'Recibo de vencimento',
    chain: 'Rede',
    branch: 'Filial',
    member: 'Membro da equipa',
    period: 'Período',
    status: 'Estado',
    paidOn: 'Pago em',
    lines: 'O que foi ganho',
    subtotal: 'Total parcial',
    madeOn: ({ date }) => `Emitido em ${date}`,
    periodRange: ({ from, to }) => `${from} – ${to}`,
    statusName: { draft: 'Rascunho', approved: 'Aprovado', paid: 'Pago' },
    kind: {
      fixed_shift: 'Por turno',
      fixed_month: 'Por mês',
      service_percent: 'Serviço',
      product_percent: 'Produto',
      minimum_topup: 'Complemento ao mínimo',
    },
    fixedShift: ({ count, base, amount }) => `${count} ${count === 1 ? 'turno' : 'turnos'} × ${base} = ${amount}`,
    fixedMonth: ({ month, base, amount }) => `${month} · ${base} por mês, pelos dias do período = ${amount}`,
    percent: ({ label, date, base, percent, amount }) => `${label} · ${date} · ${base} × ${percent} % = ${amount}`,
    minimum: ({ minimum, base, amount }) => `Complemento até ao mínimo ${minimum} (ganho ${base}) = ${amount}`,
  },
  photos: {
    tooLarge: ({ megabytes }) => `Uma foto pode ter no máximo ${megabytes} MB. Escolha uma menor.`,
    unreadable: 'Este arquivo não é uma foto que conseguimos ler. Escolha uma imagem JPEG, PNG, WebP ou AVIF.',
    notAnImage: 'Não é uma imagem JPEG, PNG, WebP ou AVIF',
    sendAsBody: 'Envie a foto como corpo do pedido.',
  },
  reviews: {
    visitNotCompleted: 'Só é possível pedir uma avaliação depois de a marcação estar concluída.',
    noClientOnVisit: 'Esta marcação não tem cliente a quem pedir uma avaliação.',
    notClientOfVisit: 'Este cliente não esteve nesta marcação.',
    chooseClient: 'Escolha a que cliente da aula pedir.',
    alreadyReviewed: 'Este cliente já avaliou esta marcação.',
    managersOnly: 'Só um proprietário ou um administrador pode ocultar ou mostrar avaliações.',
  },
  messages: {
    onlyFailedResend: 'Só uma mensagem que falhou pode ser enviada de novo.',
    unknownNotification: 'Essa notificação não existe.',
    channelNotForEvent: ({ channels }: { channels: string }) => `Esta notificação não pode ser enviada por ${channels}.`,
  },
  integrations: {
    telegramTokenRefused: 'O Telegram não reconhece este token do bot: copie-o novamente do @BotFather.',
  },
  broadcasts: {
    notFound: 'O envio em massa não foi encontrado.',
    onlyDraft: 'Só um rascunho pode ser alterado ou enviado: este envio em massa já foi agendado ou enviado.',
    notCancellable: 'Só pode ser cancelado um envio em massa agendado ou a ser enviado.',
    scheduleAhead: 'Escolha uma hora que ainda não passou.',
    segmentNotFound: 'O público guardado não foi encontrado.',
    segmentNameTaken: 'A filial já tem um público guardado com este nome.',
  },
  onlineBooking: {
    bookingGone: 'Esta ligação não abre nenhuma marcação: pode ter expirado com a visita.',
    pastCancelCutoff: ({ phone }: { phone: string | null }) => `Já é tarde para cancelar online. Ligue para o salão${phone ? ` pelo ${phone}` : ''}.`,
    pastMoveCutoff: ({ phone }: { phone: string | null }) => `Já é tarde para alterar a marcação online. Ligue para o salão${phone ? ` pelo ${phone}` : ''}.`,
    cancelledUnmovable: 'Esta marcação está cancelada, por isso não pode ser alterada. Marque um novo horário na página do salão.',
    codeGone: 'Este código expirou ou foi tentado demasiadas vezes. Peça um novo.',
    codeWrong: ({ left }: { left: number }) => (left > 0 ? `Este código não está correto. Tentativas restantes: ${left}.` : 'Este código não está correto e não há mais tentativas. Peça um novo.'),
    knownClientsOnly: 'Este salão só aceita marcações online dos seus clientes. Ligue para marcar.',
    tooManyBookings: ({ max }: { max: number }) => `Já tem ${max} marcações online futuras aqui, o máximo que este salão aceita. Ligue para marcar mais.`,
    holdGone: 'Este horário já não está reservado para si. Escolha um horário novamente.',
    phoneInvalid: 'Este não é um número de telefone para o qual possamos enviar um código.',
    phoneRequired: 'Indique um número de telefone para receber o código por SMS.',
    emailRequired: 'Indique um e-mail para receber o código por e-mail.',
    smsCountry: ({ countries, email }) => `Os códigos por SMS só vão para números de: ${countries}.${email ? ' Use o seu e-mail.' : ''}`,
    channelOff: 'Este salão não envia códigos desta forma. Recarregue a página e escolha outra.',
    termsRequired: 'Aceite os termos do salão para marcar.',
    termsChanged: 'Os termos do salão mudaram enquanto marcava. Recarregue a página, leia-os e aceite-os novamente.',
    codeSubject: ({ branch }: { branch: string; code: string; minutes: number }) => `O seu código de marcação em ${branch}`,
    codeBody: ({ code, branch, minutes }: { branch: string; code: string; minutes: number }) => `${code} é o seu código para confirmar a marcação em ${branch}. É válido durante ${minutes} minutos.`,
    timeTaken: ({ next }: { next: string[] }) =>
      next.length > 0 ? `Alguém acabou de marcar este horário. Os próximos horários livres nesse dia: ${next.join(', ')}.` : 'Alguém acabou de marcar este horário e não há horários livres mais tarde nesse dia. Escolha outro dia.',
    slugTaken: ({ slug }: { slug: string }) => `O endereço /book/${slug} já está em uso. Escolha outro.`,
    rulesChanged: 'Alguém alterou estas regras entretanto. Recarregue-as e tente novamente.',
    settingsChanged: 'Alguém alterou estas definições entretanto. Recarregue-as e tente novamente.',
    chainPage: 'Esta é a página da rede: escolha uma das unidades para ver os horários.',
    pageNotFound: 'Não há página de marcações neste endereço.',
    notBookableOnline: 'Este serviço não pode ser marcado online aqui.',
    employeeNotBookable: 'Este membro da equipa não aceita marcações online para estes serviços.',
  },
  account: {
    currentPasswordWrong: 'A palavra-passe atual não está correta.',
    passwordWrong: 'A palavra-passe não está correta.',
    totpAlreadyOnRestart: 'A autenticação de dois fatores já está ativa. Desative-a primeiro para configurá-la de novo.',
    totpAlreadyOn: 'A autenticação de dois fatores já está ativa.',
    setupFirst: 'Comece primeiro a configuração: nenhum segredo está à espera de um código.',
    codeWrong: 'Esse código não está correto. Verifique a hora do telefone e tente novamente.',
    setupChanged: 'A configuração mudou entretanto. Comece de novo.',
    tooManyWrongAttempts: 'Tentativas erradas demais. Aguarde alguns minutos e tente novamente.',
  },
};
