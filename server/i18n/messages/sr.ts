import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { ServerMessages } from './en';

// Serbian in Latin script, as the web app (src/i18n/sr); status names as the schedule shows them.
const statusName: Record<OrderStatus, string> = {
  'order_status.waiting': 'Na čekanju',
  'order_status.approved': 'Potvrđen',
  'order_status.has_started': 'U toku',
  'order_status.pass': 'Propušten',
  'order_status.canceled': 'Otkazan',
  'order_status.success': 'Završen',
};
const payStatus = { draft: 'nacrt', approved: 'odobren', paid: 'isplaćen' };
const payStep = { approved: 'odobriti', paid: 'označiti kao isplaćen', recalculated: 'ponovo obračunati', deleted: 'obrisati' };

export const sr: ServerMessages = {
  common: {
    checkFields: ({ fields }) => `Proverite ova polja: ${fields.join(', ')}.`,
    unknownField: ({ field }) => `Nepoznato polje „${field}“`,
    invalidValue: 'Neispravna vrednost',
    required: 'Obavezno polje',
    noSuchDate: 'Takav datum ne postoji',
    noSuchDateTime: 'Takav datum i vreme ne postoje',
    tooLarge: 'Prevelika vrednost',
    mustBeAfterStart: 'Mora biti posle početka',
    mustNotBeBeforeStart: 'Ne sme biti pre početka',
    atMostDays: ({ days }) => `Najviše ${days} dana`,
    valueDoesNotFit: 'Vrednost ne staje u svoje polje.',
    dateOutOfRange: ({ min, max }) => `Mora biti između ${min} i ${max}`,
    valueDoesNotFitField: ({ field }) => `Vrednost ne staje u svoje polje: ${field}.`,
    bodyTooLarge: 'Zahtev je prevelik.',
    tooManyRequests: ({ seconds }) => `Previše zahteva. Pokušajte ponovo za ${seconds} s.`,
    unexpected: 'Nešto je pošlo naopako kod nas. Pokušajte ponovo.',
    noRoute: ({ method, path }) => `Adresa ${method} ${path} ne postoji.`,
    duplicateValue: 'Zapis sa istom jedinstvenom vrednošću već postoji.',
    overlapsBooking: 'Ovo vreme se preklapa sa drugim terminom iste osobe.',
    stillInUse: 'Ovaj zapis još koriste drugi zapisi.',
    staleVersion: 'Neko drugi je izmenio ovaj zapis otkad ste ga otvorili. Učitajte ga ponovo da vidite izmene.',
    noPermission: 'Nemate dozvolu za ovo.',
    sessionExpired: 'Vaša sesija je istekla. Prijavite se ponovo.',
    sessionEnded: 'Vaša sesija je završena. Prijavite se ponovo.',
    accountGone: 'Vaš nalog više ne postoji. Prijavite se ponovo.',
    missingXsrf: 'Zahtevu nedostaje ispravno zaglavlje X-XSRF-TOKEN. Učitajte stranicu ponovo i pokušajte opet.',
  },
  notFound: {
    record: 'Zapis nije pronađen.',
    resource: () => 'Zapis nije pronađen.',
    order: 'Termin nije pronađen.',
    break: 'Pauza nije pronađena.',
    clientInClass: 'Ovaj klijent nije u ovom grupnom času.',
    teamMember: 'Član tima nije pronađen.',
    employee: 'Član tima nije pronađen.',
    client: 'Klijent nije pronađen.',
    service: 'Usluga nije pronađena.',
    product: 'Proizvod nije pronađen.',
    membership: 'Članarina nije pronađena.',
    sale: 'Prodaja nije pronađena.',
    payment: 'Plaćanje nije pronađeno.',
    soldMembership: 'Prodata članarina nije pronađena.',
    instalment: 'Rata nije pronađena.',
    cashShift: 'Smena kase nije pronađena.',
    payScheme: 'Šema plate nije pronađena.',
    payCalculation: 'Obračun plata nije pronađen.',
    review: 'Recenzija nije pronađena.',
    payAssignment: 'Dodela šeme plate nije pronađena.',
    workSlot: 'Smena nije pronađena.',
    branch: 'Filijala nije pronađena.',
    organisation: 'Organizacija nije pronađena.',
    licence: 'Paket nije pronađen.',
    user: 'Korisnik nije pronađen.',
    invitation: 'Poziv nije pronađen.',
    staffAccount: 'Ovaj član tima nema nalog ni poziv.',
    photo: 'Fotografija nije pronađena.',
    page: 'Stranica nije pronađena.',
  },
  notInBranch: {
    service: 'Ova usluga ne postoji u ovoj filijali.',
    membership: 'Ova članarina ne postoji u ovoj filijali.',
    product: 'Ovaj proizvod ne postoji u ovoj filijali.',
    employee: 'Ovaj član tima ne postoji u ovoj filijali.',
    client: 'Ovaj klijent ne postoji u ovoj filijali.',
    order: 'Ovaj termin ne postoji u ovoj filijali.',
  },
  crud: {
    planExcludes: () => 'Vaš paket ne uključuje ovaj deo.',
    planViewOnly: () => 'Vaš paket dozvoljava samo pregled ovog dela.',
    planKeepsDefault: () => 'Vaš paket ne uključuje ovaj izbor: ostaje kako je podrazumevano (vraćanje na uključeno je uvek dozvoljeno).',
    roleCannot: ({ role }) => `Vaša uloga (${role}) ne dozvoljava ovo u ovom delu.`,
    teamLimit: ({ limit }) => `Vaš paket dozvoljava najviše ${limit} članova tima. Uklonite nekoga ili promenite paket da biste dodali još.`,
    duplicate: ({ value, place }) => `Zapis „${value}“ već postoji u ${place === 'branch' ? 'ovoj filijali' : 'ovom lancu'}.`,
    inUse: ({ users }) => `Ovaj zapis još koriste drugi zapisi (${users.reduce((sum, user) => sum + user.count, 0)}).`,
    missingReference: ({ id }) => `Ovde nema zapisa sa id ${id}.`,
  },
  orders: {
    notYourOwn: 'Možete menjati samo svoje termine i pauze.',
    movesNotAllowed: 'Vaša filijala ne dozvoljava zaposlenima da pomeraju svoje termine. Obratite se administratoru.',
    employeeBusy: ({ name }) => `${name ? `Član tima ${name}` : 'Član tima'} već ima termin ili pauzu u to vreme.`,
    resourceBusy: ({ name }) => `${name ? `Resurs ${name}` : 'Resurs'} je već zauzet u to vreme.`,
    resourceFull: ({ name, booked, capacity }) => `${name ? `Resurs ${name}` : 'Resurs'} je u to vreme potpuno popunjen (${booked} od ${capacity}).`,
    transitionRefused: (refusal) => {
      switch (refusal.code) {
        case 'same_status':
          return `Termin već ima status „${statusName[refusal.params.status]}“.`;
        case 'final_status':
        case 'not_allowed':
          return `Termin sa statusom „${statusName[refusal.params.from]}“ ne može da pređe u status „${statusName[refusal.params.to]}“.`;
        case 'cancel_has_own_call':
          return 'Termin se otkazuje posebnom radnjom „Otkaži“, koja beleži ko ga je otkazao.';
        case 'not_begun':
          return 'Termin ne može biti označen kao propušten pre svog početka.';
        case 'before_day':
          return `Termin zakazan za ${refusal.params.date} ne može da pređe u status „${statusName[refusal.params.to]}“ pre svog dana.`;
      }
    },
    cancelledUnchangeable: 'Otkazan termin ne može da se menja; zakažite novi.',
    paidLinePrice:
      'Ova usluga je već deo jedne prodaje, pa je njena cena ona sa te prodaje. Da biste naplatili drugi iznos, vratite uplatu ili otkažite prodaju i ponovo naplatite.',
    paidLineRemoved: 'Ova usluga je već deo jedne prodaje, pa ne može da se ukloni iz termina. Prvo otkažite prodaju ili vratite uplatu.',
    lineNotOnOrder: 'Ovo nije usluga ove rezervacije',
    lineNamedTwice: 'Ova usluga je navedena dvaput',
    capacityBelowJoined: ({ joined }) =>
      `Na ovaj čas se prijavilo ${joined} klijenata, pa ne može imati manje od ${joined} mesta; neka se neko prvo odjavi.`,
    onlyGroupHasPlaces: 'Samo grupni čas ima mesta',
    groupHasOneService: 'Grupni čas ima jednu uslugu',
    clientsJoinOneByOne: 'Klijenti se na grupni čas prijavljuju jedan po jedan',
    notGroupClass: 'Ovo nije grupni čas: običan termin ima jednog klijenta, koji se menja na samom terminu.',
    classClosed: 'Ovaj čas je otkazan ili je prošao: klijenti više ne mogu da se prijave ni da se odjave.',
    alreadyJoined: 'Ovaj klijent je već prijavljen na čas.',
    classFull: ({ places }) => `Čas je popunjen: zauzeto je svih ${places} mesta.`,
    noneBooked: ({ refusals }) => `Nijedan čas nije mogao da se zakaže: ${refusals.join('; ')}.`,
    refusal: ({ date, reason }) => `${date}: ${reason}`,
    refusalReasons: {
      employee_busy: 'član tima je zauzet',
      resource_busy: 'resurs je zauzet',
      branch_closed: 'filijala ne radi',
      outside_working_hours: 'van radnog vremena filijale',
      not_working: 'član tima nema smenu',
      outside_work_slot: 'van smene člana tima',
    },
    outsideHours: {
      branchClosed: 'Filijala tog dana ne radi',
      outsideWorkingHours: ({ start, end }) => `Van radnog vremena filijale (${start}–${end})`,
      notWorking: 'Član tima tog dana nema smenu',
      outsideWorkSlot: ({ start, end }) => `Van smene člana tima (${start}–${end})`,
    },
    reasons: ({ reasons }) => `${reasons.join('; ')}.`,
    needsConfirming: ({ reasons }) => `Ovo vreme treba potvrditi: ${reasons.join(' ')} Potvrdite da biste ipak zakazali.`,
  },
  schedule: {
    noSuchTeamMember: 'Takav član tima ne postoji',
    noSuchTeamMemberInBranch: 'Takav član tima ne postoji u ovoj filijali',
    oneChainAtATime: 'Planirajte jedan lanac odjednom',
    noSuchWorkSlot: 'Takva smena ne postoji',
    serviceNotInBranch: ({ id }) => `Usluga ${id} nije usluga ove filijale`,
    planExcludes: ({ area }) => `Vaš paket ne uključuje ${area === 'schedule' ? 'raspored' : 'smene tima'}.`,
    planViewOnly: ({ area }) => `Vaš paket dozvoljava samo pregled: ${area === 'schedule' ? 'raspored' : 'smene tima'}.`,
    roleCannot: ({ role, area }) => `Vaša uloga (${role}) ne dozvoljava ovo: ${area === 'schedule' ? 'raspored' : 'smene tima'}.`,
  },
  sales: {
    notOnSale: ({ name }) => `${name} nije u prodaji.`,
    nameTheOrder: 'Navedite termin koji ova stavka plaća (orderId).',
    notALineOfOrder: 'Ovo nije stavka ovog termina.',
    needsClient: 'Za članarinu ili dug potreban je klijent.',
    visitPaid: 'Ovaj termin je već u potpunosti plaćen.',
    stockLeft: ({ stock, name }) => `Od proizvoda ${name} ostalo je samo ${stock}.`,
    saleCancelled: 'Ova prodaja je otkazana.',
    saleAlreadyCancelled: 'Ova prodaja je već otkazana.',
    nothingOwed: 'Po ovoj prodaji se ništa ne duguje.',
    handOverAmount: 'Unesite iznos u gotovini ili karticom.',
    onlyPaymentRefunds: 'Vratiti se može samo plaćanje.',
    refundAtMost: ({ amount }) => `Može se vratiti najviše ${amount}.`,
    visitDrawn: ({ name }) => `Sa članarine „${name}“ je već skinuta poseta; vratite tu posetu pre otkazivanja prodaje.`,
    amountsChanged: 'Iznosi se više ne slažu; učitajte ponovo i pokušajte opet.',
    paidMeanwhile: 'Ovo plaćanje je veće od onoga što se još duguje po prodaji; u međuvremenu je plaćena.',
    refundedMeanwhile: 'Ovo plaćanje je u međuvremenu već vraćeno.',
    outOfStock: 'Proizvoda je u međuvremenu nestalo sa zaliha.',
    membershipOverpaid: 'Ovo plaćanje je veće od onoga što se još duguje za članarinu.',
    instalmentOverpaid: 'Ovo plaćanje je veće od onoga što se još duguje za ratu.',
    noVisitsLeft: 'Ova članarina nema više poseta.',
    classPaidPerClient: 'Grupni čas se plaća po klijentu: izaberite čije mesto ova prodaja plaća.',
    notInClass: 'Ovaj klijent nema mesto na času: prvo ga dodajte.',
    receiptNeedsEmail: 'Ovaj klijent nema sačuvanu e-adresu: upišite adresu na koju se šalje račun.',
    visitOnAnotherSale: 'Usluga ovog termina je već na drugoj prodaji: ostatak plaćanja primite na toj prodaji.',
    tenderRefused: (refusal) => {
      switch (refusal.reason) {
        case 'cash_negative':
          return 'Iznos u gotovini ne može biti negativan.';
        case 'card_negative':
          return 'Iznos karticom ne može biti negativan.';
        case 'card_above_due':
          return 'Plaćanje karticom je veće od iznosa za plaćanje.';
      }
    },
  },
  memberships: {
    cancelledNoInstalments: 'Ova članarina je otkazana, pa se njene rate više ne plaćaju.',
    instalmentPaid: ({ number }) => `Rata ${number} je već u potpunosti plaćena.`,
    earlierUnpaid: ({ number }) => `Rata ${number} još nije plaćena; rate se plaćaju redom.`,
    enterAmount: 'Unesite iznos koji se plaća u gotovini ili karticom.',
    overpaysSale: 'Ovim plaćanjem prodaja bi bila plaćena više od svog ukupnog iznosa.',
    alreadyCancelled: 'Ova članarina je već otkazana.',
  },
  cashRegister: {
    alreadyOpen: ({ since }) => `Smena kase je već otvorena${since ? ` od ${since}` : ''}. Zatvorite je pre otvaranja nove.`,
    alreadyClosed: ({ time }) => `Ova smena kase je već zatvorena u ${time}.`,
    planExcludes: 'Vaš paket ne uključuje podešavanja kase (potrebni su blokovi finansijskih podešavanja i kase). Promenite paket da biste ih koristili.',
  },
  pay: {
    memberPayTooLarge: ({ name, amount, max }) =>
      `Zarada člana tima ${name} za ovaj period iznosi ${amount}, više od ${max} koliko jedna isplata može biti. Smanjite iznose šeme plate ili izaberite kraći period.`,
    totalTooLarge: ({ amount, max }) =>
      `Zarade za ovaj period ukupno iznose ${amount}, više od ${max} koliko jedan obračun može da sadrži. Izaberite kraći period.`,
    periodTaken: ({ from, to, status }) =>
      `Obračun plata od ${from} do ${to} (${payStatus[status]}) obuhvata neke od ovih dana. ${status === 'draft' ? 'Umesto toga ga ponovo obračunajte ili obrišite.' : 'Izaberite dane posle njega.'}`,
    wrongStatus: ({ status, needed, step }) =>
      `Ovaj obračun plata je ${payStatus[status]}: ${payStep[step]} se može samo obračun koji je ${payStatus[needed]}.`,
    schemeInUse: ({ scheme, members }) => `${scheme} je šema plate za: ${members}. Prvo im dodelite drugu šemu.`,
    notACategory: 'Ovo nije kategorija usluga ove filijale.',
    notAScheme: 'Ovo nije šema plate ove filijale.',
  },
  catalog: {
    notAService: ({ id }) => `Usluga ${id} nije usluga ove filijale`,
    listEveryOnce: ({ what, unknown, missing }) => {
      const parts = [unknown.length > 0 && `ne pripadaju ovde: ${unknown.join(', ')}`, missing.length > 0 && `nedostaju: ${missing.join(', ')}`].filter(Boolean);
      return `Navedite ${what === 'categories' ? 'svaku kategoriju' : 'svaku uslugu ove kategorije'} tačno jednom (${parts.join('; ')}).`;
    },
  },
  reports: {
    planExcludes: 'Vaš paket ne uključuje izveštaje. Promenite paket da biste ih koristili.',
  },
  settings: {
    planExcludesArea: 'Vaš paket ne uključuje ovaj deo. Promenite paket da biste ga koristili.',
    planViewOnlyArea: 'Vaš paket dozvoljava samo pregled ovog dela. Promenite paket da biste menjali podatke.',
    roleDoesNotAllow: 'Vaša uloga to ne dozvoljava. Obratite se vlasniku lanca.',
    lastOwner: 'Lanac mora imati bar jednog vlasnika. Prvo nekog drugog postavite za vlasnika.',
    ownerChangesOwner: 'Samo vlasnik može da menja drugog vlasnika.',
    worksElsewhere: 'Ova osoba radi i u filijalama kojima vi ne upravljate. Obratite se vlasniku.',
    notYourself: 'Ne možete da menjate ili uklonite sopstveni pristup. Zamolite drugog vlasnika da to uradi.',
    accessChanged: 'Vaš pristup ovom lancu se promenio. Učitajte stranicu ponovo.',
    staleThing: ({ what }) => `Neko drugi je u međuvremenu izmenio ${what === 'chain' ? 'lanac' : 'ovu filijalu'}. Učitajte ponovo i pokušajte opet.`,
    staleVersionIssue: 'Zastarela verzija',
    branchLimit: ({ limit }) => `Vaš paket dozvoljava najviše ${limit} filijala. Promenite paket da biste dodali još.`,
    lastBranch: 'Lanac mora imati bar jednu filijalu. Dodajte drugu filijalu pre brisanja ove.',
    alreadyMember: 'Ova osoba već ima pristup lancu. Umesto toga promenite njenu ulogu na stranici Korisnici.',
    ownerGrantsOwner: 'Samo vlasnik može da dodeli ili promeni vlasnički pristup.',
    ownBranchesOnly: 'Možete upravljati samo ljudima iz filijala kojima upravljate.',
    notABranch: ({ id }) => `Filijala ${id} nije filijala ovog lanca`,
    memberHasAccount: 'Ovaj član tima već ima nalog. Opozovite ga pre nego što pozovete nekog drugog.',
    accountIsAnotherMember: ({ name }) => `Ova osoba se u ovoj filijali već prijavljuje kao ${name}.`,
  },
  paySlip: {
    title: 'Platni listić',
    chain: 'Lanac',
    branch: 'Filijala',
    member: 'Član tima',
    period: 'Obračunski period',
    status: 'Stanje',
    paidOn: 'Isplaćeno',
    lines: 'Šta je zarađeno',
    subtotal: 'Ukupno',
    madeOn: ({ date }) => `Izdato ${date}`,
    periodRange: ({ from, to }) => `${from} – ${to}`,
    statusName: { draft: 'Nacrt', approved: 'Odobren', paid: 'Isplaćen' },
    kind: {
      fixed_shift: 'Po smeni',
      fixed_month: 'Mesečno',
      service_percent: 'Usluga',
      product_percent: 'Proizvod',
      minimum_topup: 'Doplata do minimuma',
    },
    fixedShift: ({ count, base, amount }) =>
      `${count} ${new Intl.PluralRules('sr-Latn').select(count) === 'few' ? 'smene' : 'smena'} × ${base} = ${amount}`,
    fixedMonth: ({ month, base, amount }) => `${month} · ${base} mesečno, za dane perioda = ${amount}`,
    percent: ({ label, date, base, percent, amount }) => `${label} · ${date} · ${base} × ${percent} % = ${amount}`,
    minimum: ({ minimum, base, amount }) => `Doplata do minimuma ${minimum} (zarađeno ${base}) = ${amount}`,
  },
  photos: {
    tooLarge: ({ megabytes }) => `Fotografija može imati najviše ${megabytes} MB. Izaberite manju.`,
    unreadable: 'Ova datoteka nije fotografija koju možemo da pročitamo. Izaberite JPEG, PNG, WebP ili AVIF sliku.',
    notAnImage: 'Nije JPEG, PNG, WebP ili AVIF slika',
    sendAsBody: 'Pošaljite fotografiju kao telo zahteva.',
  },
  reviews: {
    visitNotCompleted: 'Recenzija se može tražiti tek kada je termin završen.',
    noClientOnVisit: 'Ovaj termin nema klijenta od koga bi se tražila recenzija.',
    notClientOfVisit: 'Ovaj klijent nije bio na ovom terminu.',
    chooseClient: 'Izaberite kog klijenta sa časa pitate.',
    alreadyReviewed: 'Ovaj klijent je već ocenio ovaj termin.',
    managersOnly: 'Samo vlasnik ili administrator može da sakrije ili prikaže recenzije.',
  },
  messages: {
    onlyFailedResend: 'Ponovo se može poslati samo poruka koja nije uspela.',
    unknownNotification: 'Takvo obaveštenje ne postoji.',
    channelNotForEvent: ({ channels }: { channels: string }) => `Ovo obaveštenje ne može da ide kanalom ${channels}.`,
  },
  integrations: {
    telegramTokenRefused: 'Telegram ne prepoznaje ovaj token bota: kopirajte ga ponovo iz @BotFather.',
  },
  broadcasts: {
    notFound: 'Masovna poruka nije pronađena.',
    onlyDraft: 'Menjati i slati se može samo nacrt: ova masovna poruka je već zakazana ili poslata.',
    notCancellable: 'Otkazati se može samo zakazana masovna poruka ili ona koja se upravo šalje.',
    scheduleAhead: 'Izaberite vreme koje je još pred nama.',
    segmentNotFound: 'Sačuvana publika nije pronađena.',
    segmentNameTaken: 'Filijala već ima sačuvanu publiku s ovim nazivom.',
  },
  onlineBooking: {
    bookingGone: 'Ovaj link ne otvara zakazivanje: možda je istekao sa posetom.',
    pastCancelCutoff: ({ phone }: { phone: string | null }) => `Za onlajn otkazivanje je kasno. Pozovite salon${phone ? ` na ${phone}` : ''}.`,
    pastMoveCutoff: ({ phone }: { phone: string | null }) => `Za onlajn pomeranje termina je kasno. Pozovite salon${phone ? ` na ${phone}` : ''}.`,
    cancelledUnmovable: 'Ovaj termin je otkazan, pa ne može da se pomeri. Zakažite novi termin na stranici salona.',
    codeGone: 'Ovaj kod je istekao ili je previše puta pokušan. Zatražite novi.',
    codeWrong: ({ left }: { left: number }) => (left > 0 ? `Kod nije tačan. Preostalo pokušaja: ${left}.` : 'Kod nije tačan i nema više pokušaja. Zatražite novi.'),
    knownClientsOnly: 'Ovaj salon prima onlajn zakazivanja samo od svojih klijenata. Pozovite da zakažete.',
    tooManyBookings: ({ max }: { max: number }) => `Već imate ${max} predstojećih onlajn zakazivanja ovde, koliko ovaj salon najviše prima. Pozovite da zakažete još.`,
    holdGone: 'Ovaj termin vam više nije rezervisan. Izaberite termin ponovo.',
    phoneInvalid: 'Ovo nije broj telefona na koji možemo poslati kod.',
    phoneRequired: 'Unesite broj telefona da biste dobili kod SMS-om.',
    emailRequired: 'Unesite e-mail adresu da biste dobili kod e-poštom.',
    smsCountry: ({ countries, email }) => `Kodovi SMS-om idu samo na brojeve iz: ${countries}.${email ? ' Umesto toga upotrebite e-poštu.' : ''}`,
    channelOff: 'Ovaj salon ne šalje kodove na ovaj način. Učitajte stranicu ponovo i izaberite drugi.',
    termsRequired: 'Prihvatite uslove salona da biste zakazali.',
    termsChanged: 'Uslovi salona su se promenili dok ste zakazivali. Učitajte stranicu ponovo, pročitajte ih i prihvatite ponovo.',
    codeSubject: ({ branch }: { branch: string; code: string; minutes: number }) => `Vaš kod za zakazivanje u salonu ${branch}`,
    codeBody: ({ code, branch, minutes }: { branch: string; code: string; minutes: number }) => `${code} je vaš kod za potvrdu zakazivanja u salonu ${branch}. Važi ${minutes} minuta.`,
    timeTaken: ({ next }: { next: string[] }) =>
      next.length > 0 ? `Neko je upravo zakazao ovaj termin. Sledeći slobodni termini tog dana: ${next.join(', ')}.` : 'Neko je upravo zakazao ovaj termin, a kasnije tog dana nema slobodnih. Izaberite drugi dan.',
    slugTaken: ({ slug }: { slug: string }) => `Adresa /book/${slug} je zauzeta. Izaberite drugu.`,
    rulesChanged: 'Neko je u međuvremenu promenio ova pravila. Učitajte ih ponovo i pokušajte opet.',
    settingsChanged: 'Neko je u međuvremenu promenio ova podešavanja. Učitajte ih ponovo i pokušajte opet.',
    chainPage: 'Ovo je stranica lanca: izaberite jedan od salona da vidite termine.',
    pageNotFound: 'Na ovoj adresi nema stranice za zakazivanje.',
    notBookableOnline: 'Ova usluga se ovde ne može zakazati onlajn.',
    employeeNotBookable: 'Ovaj član tima ne prima onlajn zakazivanja za ove usluge.',
    telegramBotMissing: 'Prvo povežite Telegram bota lanca (Integracije → Telegram bot): kodovi preko Telegrama idu kroz njega.',
  },
  account: {
    currentPasswordWrong: 'Trenutna lozinka nije tačna.',
    passwordWrong: 'Lozinka nije tačna.',
    totpAlreadyOnRestart: 'Dvofaktorska autentifikacija je već uključena. Prvo je isključite da biste je ponovo podesili.',
    totpAlreadyOn: 'Dvofaktorska autentifikacija je već uključena.',
    setupFirst: 'Prvo započnite podešavanje: nijedna tajna ne čeka kod.',
    codeWrong: 'Kod nije tačan. Proverite vreme na telefonu i pokušajte ponovo.',
    setupChanged: 'Podešavanje se u međuvremenu promenilo. Započnite ga ponovo.',
    tooManyWrongAttempts: 'Previše pogrešnih pokušaja. Sačekajte nekoliko minuta i pokušajte ponovo.',
  },
};
