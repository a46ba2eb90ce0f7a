"""English cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CASTLE_VISIT = "Harwick Castle Museum opens at 9:30 and closes at 17:00 every day except Tuesday. Last admission is 45 minutes before closing. Adult tickets cost £14, and children under 12 enter free when accompanied by an adult. The tower of the keep is closed to visitors from November to February."
CASTLE_TOURS = "Guided tours of the dungeons are led by curator Miriam Osei and start at 11:00 and 14:30. Each tour lasts 50 minutes and is limited to 20 people. Tours must be booked at the front desk on the day of the visit. Flash photography is not permitted in the dungeons."
CATERING_ORDERS = "Fennel & Thyme Catering requires orders for events of more than 30 guests to be placed at least 10 days in advance. A deposit of 25% of the quote is due when the order is confirmed. Chef Daniel Brook plans the menus, and event manager Priya Nair handles all changes to guest numbers. Changes to guest numbers are accepted up to 72 hours before the event."
CATERING_DELIVERY = "Delivery within the city is free for orders above £400; otherwise it costs £35. Hot food is delivered in insulated boxes no earlier than 90 minutes before serving time. Crockery is hired out at £1.20 per place setting and must be returned within 2 days."
LICENCE_TESTS = "At the Northgate Driving Licence Office, practical driving tests run Monday to Friday from 8:00 to 16:00. Candidates must bring their provisional licence and arrive 15 minutes before the test. A test cancelled by the candidate with less than 3 working days' notice is charged in full. The test fee is £62."
LICENCE_RENEWAL = "Photocard licences must be renewed every 10 years. Renewal forms can be submitted online or at the counter, and renewal costs £14. Drivers aged 70 or over renew every 3 years free of charge. A new card is usually posted within one week."
YOGA_PROGRAMME = "The Stillwater Yoga Retreat runs a 6-day programme from 3 to 8 June. Morning sessions begin at 6:30 and are led by instructor Lena Varga; evening meditation at 19:00 is led by Tom Aske. All meals are vegetarian, and guests with allergies should inform the kitchen at least one week before arrival. The full price is €890, which includes accommodation in shared rooms."
YOGA_POLICY = "Guests who cancel more than 30 days before the start receive a full refund; after that, half of the price is refunded. Single rooms are available for a supplement of €210. Mobile phones must be switched off in the meditation hall."
BOX_OFFICE = "The box office of the Ridley Concert Hall is open Monday to Saturday from 10:00 to 18:00. Tickets bought online can be collected at window 2 from one hour before the performance. Students with a valid student card get 20% off balcony tickets."
BOX_EXCHANGES = "Tickets cannot be refunded, but they can be exchanged for another performance up to 48 hours before the concert. Each exchange costs £3 per ticket. If the hall cancels a concert, the box office refunds the full ticket price within 14 days."
ROWING_CLUB = "Members of the Elmbridge Rowing Club may take out single sculls only after passing a capsize test. The capsize test is supervised by head coach Graham Pike every Saturday at 8:00. Annual membership costs £320 for adults and £140 for juniors under 18. Boats must be back on the racks by sunset."
ROWING_REGATTA = "The club's spring regatta takes place on 17 May on a 1,000-metre course. Entries close on 2 May, and the entry fee is £18 per crew. Club captain Helen Marsh selects the crews, and the treasurer, Owen Lake, collects the entry fees."

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("en-t18-001", "para.except", "Which day is Harwick Castle Museum closed?", "The museum is shut on Tuesdays.", CASTLE_VISIT, True),
    w.faith("en-t18-002", "fmt.time", "What are the castle museum's opening hours?", "It's open from 9:30 a.m. until 5 p.m.", CASTLE_VISIT, True),
    w.faith("en-t18-003", "fmt.period", "How late can I get into the castle museum?", "You can still get in up to three-quarters of an hour before closing time.", CASTLE_VISIT, True),
    w.faith("en-t18-004", "para.synonym", "Do kids have to pay at the castle?", "Youngsters below the age of twelve get in at no charge, as long as an adult comes with them.", CASTLE_VISIT, True),
    w.faith("en-t18-005", "para.passive", "Who runs the dungeon tours?", "Curator Miriam Osei leads the guided tours of the dungeons.", CASTLE_TOURS, True),
    w.faith("en-t18-006", "fmt.abbrev", "How long is a dungeon tour and how big are the groups?", "A tour takes 50 min, with a maximum of 20 people per group.", CASTLE_TOURS, True),
    w.faith("en-t18-007", "para.nominal", "How do I book a dungeon tour?", "Booking is done at the front desk on the day you visit.", CASTLE_TOURS, True),
    w.faith("en-t18-008", "para.part", "When do the dungeon tours start?", "The dungeon tours begin at 11:00 and at 14:30.", CASTLE_TOURS, True),
    w.faith("en-t18-009", "para.relative", "Who deals with changes to the number of guests?", "Priya Nair, who is the event manager, takes care of every change to guest numbers.", CATERING_ORDERS, True),
    w.faith("en-t18-010", "fmt.share", "How much deposit does Fennel & Thyme ask for?", "Once the order is confirmed, you pay a quarter of the quote up front.", CATERING_ORDERS, True),
    w.faith("en-t18-011", "fmt.period", "How late can we change the guest numbers?", "Guest numbers can still be changed until three days before the event.", CATERING_ORDERS, True),
    w.faith("en-t18-012", "para.combine", "Who does what at Fennel & Thyme?", "The menus are put together by chef Daniel Brook, while event manager Priya Nair looks after any changes in the number of guests.", CATERING_ORDERS, True),
    w.faith("en-t18-013", "fmt.currency", "Do I pay for delivery?", "Within the city, delivery is free on orders of more than 400 pounds; on smaller orders it costs 35 pounds.", CATERING_DELIVERY, True),
    w.faith("en-t18-014", "para.synonym", "What does the hot food come in?", "Hot dishes are brought in insulated containers.", CATERING_DELIVERY, True),
    w.faith("en-t18-015", "fmt.number", "When do we have to give back the hired crockery?", "The crockery has to be returned within two days.", CATERING_DELIVERY, True),
    w.faith("en-t18-016", "fmt.range", "When can I take my practical driving test in Northgate?", "Practical tests are held on weekdays, between 8 a.m. and 4 p.m.", LICENCE_TESTS, True),
    w.faith("en-t18-017", "wrap.opener", "What do I need for my driving test?", "Good question! Bring your provisional licence and be there a quarter of an hour before the test starts.", LICENCE_TESTS, True),
    w.faith("en-t18-018", "wrap.closer", "How often do older drivers renew their licence?", "Drivers who are 70 or older renew every three years, and it costs them nothing. Hope that helps!", LICENCE_RENEWAL, True),
    w.faith("en-t18-019", "wrap.attribution", "How long does it take to get the new card?", "According to the licence office, the new card is normally sent out by post within a week.", LICENCE_RENEWAL, True),
    w.faith("en-t18-020", "fmt.date", "When is the yoga programme?", "The six-day programme runs from June 3rd to June 8th.", YOGA_PROGRAMME, True),
    w.faith("en-t18-021", "para.pronoun", "Who teaches the morning sessions at Stillwater?", "Lena Varga is the instructor in the mornings; she starts the sessions at 6:30.", YOGA_PROGRAMME, True),
    w.faith("en-t18-022", "wrap.hedge", "Can I have a room to myself at the retreat?", "I believe single rooms are available, for an extra €210.", YOGA_POLICY, True),
    w.faith("en-t18-023", "wrap.question", "Where do I pick up tickets I bought online?", "Picking up tickets you bought online? Head to window 2, any time from an hour before the performance.", BOX_OFFICE, True),
    w.faith("en-t18-024", "fmt.share", "Is there a student discount at the Ridley Concert Hall?", "Yes: students who show a valid card get a fifth off tickets in the balcony.", BOX_OFFICE, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t18-025", "value.time", "What are the castle museum's opening hours?", "The museum opens at 9:30 and closes at 6 p.m.", CASTLE_VISIT, False),
    w.faith("en-t18-026", "value.except", "Which days can I visit the castle museum?", "It's open every day of the week except Monday.", CASTLE_VISIT, False),
    w.faith("en-t18-027", "value.currency", "What does an adult ticket for the castle cost?", "An adult ticket costs €14.", CASTLE_VISIT, False),
    w.faith("en-t18-028", "negation", "Can I use flash in the dungeons?", "Yes, flash photography is allowed down in the dungeons.", CASTLE_TOURS, False),
    w.faith("en-t18-029", "value.number", "How many people can join a dungeon tour?", "Each dungeon tour takes a maximum of 25 people.", CASTLE_TOURS, False),
    w.faith("en-t18-030", "role.swap", "Who does what at Fennel & Thyme?", "Priya Nair draws up the menus, and chef Daniel Brook handles any changes to guest numbers.", CATERING_ORDERS, False),
    w.faith("en-t18-031", "direction", "Which orders need 10 days' notice?", "Orders for events with fewer than 30 guests must be placed at least ten days ahead.", CATERING_ORDERS, False),
    w.faith("en-t18-032", "antonym", "When does the hot food arrive?", "Hot food is delivered in insulated boxes no later than 90 minutes before it is served.", CATERING_DELIVERY, False),
    w.faith("en-t18-033", "modality", "Do I have to bring my provisional licence to the test?", "You may bring your provisional licence if you like, and you should arrive 15 minutes early.", LICENCE_TESTS, False),
    w.faith("en-t18-034", "quantifier", "How can I send in the renewal form?", "Renewal forms can only be submitted online.", LICENCE_RENEWAL, False),
    w.faith("en-t18-035", "value.unit", "How often do photocard licences have to be renewed?", "A photocard licence has to be renewed every 10 months.", LICENCE_RENEWAL, False),
    w.faith("en-t18-036", "quantifier", "What is the food like at the retreat?", "Only the evening meals are vegetarian.", YOGA_PROGRAMME, False),
    w.faith("en-t18-037", "added.fact", "What is included in the retreat price?", "The €890 covers a bed in a shared room as well as airport transfers.", YOGA_PROGRAMME, False),
    w.faith("en-t18-038", "antonym", "Can I have a single room at the retreat?", "Yes, and a single room actually comes with a €210 discount.", YOGA_POLICY, False),
    w.faith("en-t18-039", "negation", "Can I get my money back on a concert ticket?", "Yes, tickets can be refunded up to 48 hours before the concert.", BOX_EXCHANGES, False),
    w.faith("en-t18-040", "direction", "Until when can I exchange my ticket?", "You can swap your ticket for another performance up to 48 hours after the concert, for £3 a ticket.", BOX_EXCHANGES, False),
    w.faith("en-t18-041", "modality", "When do the boats have to be put away?", "Members are advised, though not required, to have the boats back on the racks by sunset.", ROWING_CLUB, False),
    w.faith("en-t18-042", "added.entity", "Who supervises the capsize test?", "Head coach Graham Pike and his assistant Sarah Dunn supervise the capsize test every Saturday at 8:00.", ROWING_CLUB, False),
    w.faith("en-t18-043", "role.swap", "Who picks the regatta crews?", "The treasurer, Owen Lake, picks the crews, while club captain Helen Marsh collects the entry fees.", ROWING_REGATTA, False),
    w.faith("en-t18-044", "value.date", "When is the deadline for regatta entries?", "Entries for the spring regatta close on 12 May.", ROWING_REGATTA, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("en-t18-045", "correct.wordy", "How long does a dungeon tour at Harwick Castle last?", "Thanks for asking! A guided tour of the dungeons at Harwick Castle takes fifty minutes from start to finish.", "50 minutes", True),
    w.correct("en-t18-046", "correct.format", "When does evening meditation start at the retreat?", "It starts at 7 p.m.", "19:00", True),
    w.correct("en-t18-047", "correct.wordy", "Who supervises the capsize test at Elmbridge Rowing Club?", "At Elmbridge, the capsize test is always overseen by the club's head coach, Graham Pike.", "Graham Pike", True),
    w.correct("en-t18-048", "correct.format", "How long is the regatta course?", "One kilometre.", "1,000 metres", True),
    w.correct("en-t18-049", "wrong.value", "How much does a ticket exchange cost at the Ridley Concert Hall?", "Exchanging a ticket costs £5 per ticket.", "£3 per ticket", False),
    w.correct("en-t18-050", "wrong.role", "Who plans the menus at Fennel & Thyme Catering?", "The menus are planned by the event manager, Priya Nair.", "Chef Daniel Brook", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
