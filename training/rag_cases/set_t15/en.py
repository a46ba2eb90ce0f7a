"""English cases of set t15: an escape room, a local radio station's programme, a
pharmacy's opening hours with exceptions, a ferry timetable with exceptions, a primary
school canteen's rules and a sports centre's court booking."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ESCAPE_ROOM = (
    "The Locked Lighthouse is an escape room run by Harbour Games at 12 Quay Street. "
    "Teams of 3 to 6 players have 60 minutes to escape, and the room costs £90 per team regardless of size. "
    "Players must be at least 12 years old, and under-16s must be accompanied by an adult. "
    "Game master Priya Shah watches every session and can give up to three hints."
)
ESCAPE_BOOKING = (
    "Bookings for The Clockmaker's Vault can be cancelled free of charge up to 48 hours before the start time. "
    "Later cancellations are charged 50% of the price. "
    "The room was designed by Tomasz Wilk and opened on 3 March 2023."
)
RADIO_MORNING = (
    "Riverside FM broadcasts its breakfast show 'Wake Up Riverside' from 6:00 to 9:00 on weekdays, hosted by Dana Okoro. "
    "On Saturdays the slot is taken by 'Garden Hour', presented by Ken Malley, which runs from 7:00 to 8:00. "
    "News bulletins air at the top of every hour. "
    "Listeners can phone the studio on 0161 555 0192."
)
RADIO_JAZZ = (
    "From 1 October, Riverside FM's evening jazz programme 'Blue Notes' moves from Tuesday to Thursday, still starting at 21:00. "
    "The programme lasts two hours. "
    "Its producer, Leo Brandt, replaced Sara Quinn, who now edits the station's podcasts. "
    "Blue Notes will not air on 26 December."
)
PHARMACY_HOURS = (
    "Greenway Pharmacy is open Monday to Friday from 8:30 to 19:00 and on Saturdays from 9:00 to 13:00. "
    "It is closed on Sundays and public holidays. "
    "Prescriptions handed in before 11:00 can be collected the same afternoon. "
    "The pharmacist in charge is Helen Varga."
)
PHARMACY_WORKS = (
    "During the refurbishment from 5 to 16 August, Greenway Pharmacy will close at 17:00 instead of 19:00. "
    "The Saturday hours stay the same. "
    "Urgent prescriptions can be collected at the partner branch on Mill Road, which is open until 22:00 every day."
)
FERRY_TIMES = (
    "The ferry from Port Ellen to Kilbrannan Island leaves at 7:15, 11:45 and 17:30 daily. "
    "The crossing takes 40 minutes. "
    "A single adult ticket costs €12, children under 5 travel free, and a car costs €35 extra. "
    "Bicycles are carried free of charge."
)
FERRY_EXCEPTIONS = (
    "From November to February the 17:30 sailing runs only on Fridays and Sundays. "
    "On 25 December there are no sailings at all. "
    "When the wind exceeds 50 knots, all crossings are cancelled and passengers are informed by text message. "
    "Tickets can be refunded up to one hour before departure."
)
CANTEEN_MENU = (
    "The canteen at Northfield Primary School serves lunch from 11:45 to 13:15. "
    "A hot meal costs £2.60, and children in Years 1 and 2 eat for free. "
    "A vegetarian option is available every day, and fish is served every Friday. "
    "Pupils may not bring fizzy drinks into the canteen."
)
CANTEEN_RULES = (
    "Parents must tell the school office about food allergies in writing before the start of term. "
    "The cook, Martin Hale, prepares a separate nut-free dish on request. "
    "Packed lunches from home are allowed, but they must not contain nuts. "
    "Second helpings are offered only after every pupil has been served."
)
BADMINTON = (
    "At Westbrook Sports Centre, badminton courts can be booked online up to 7 days in advance. "
    "A court costs £8 per 40-minute session for members and £12 for non-members. "
    "Each member may hold at most two bookings at any one time. "
    "Rackets can be hired at reception for £2."
)
SQUASH = (
    "The squash courts at Westbrook are open every day except Tuesday, when they are reserved for the junior league coached by Amy Ross. "
    "Bookings not cancelled at least 24 hours ahead are charged in full. "
    "Non-marking indoor shoes are compulsory on all courts."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t15-001", "fmt.period", "How long do teams have in the Locked Lighthouse?", "Teams get one hour to find their way out of the Locked Lighthouse.", ESCAPE_ROOM, True),
    w.faith("en-t15-002", "para.synonym", "Can we get help during the game?", "Yes. Priya Shah, the game master, keeps an eye on each game and may offer as many as three clues.", ESCAPE_ROOM, True),
    w.faith("en-t15-003", "fmt.currency", "How much is the Locked Lighthouse for a group?", "It's ninety pounds for the whole team, however many of you there are.", ESCAPE_ROOM, True),
    w.faith("en-t15-004", "fmt.share", "What do I pay if I cancel the day before?", "Cancelling with less than 48 hours' notice costs you half the booking price.", ESCAPE_BOOKING, True),
    w.faith("en-t15-005", "para.passive", "Who is behind The Clockmaker's Vault?", "Tomasz Wilk designed The Clockmaker's Vault, which opened in March 2023.", ESCAPE_BOOKING, True),
    w.faith("en-t15-006", "fmt.time", "When is the breakfast show on?", "Wake Up Riverside runs from 6 a.m. until 9 a.m., Monday to Friday, with Dana Okoro as host.", RADIO_MORNING, True),
    w.faith("en-t15-007", "wrap.attribution", "How often is there news on Riverside FM?", "According to the station's schedule, there's a news bulletin every hour on the hour.", RADIO_MORNING, True),
    w.faith("en-t15-008", "para.reorder", "What changes for Blue Notes in October?", "Starting on 1 October, Thursday replaces Tuesday as the day for Blue Notes, and it still begins at 21:00.", RADIO_JAZZ, True),
    w.faith("en-t15-009", "fmt.unit", "How long is Blue Notes?", "Each edition of Blue Notes runs for 120 minutes.", RADIO_JAZZ, True),
    w.faith("en-t15-010", "para.synonym", "Who produces Blue Notes now?", "Leo Brandt has taken over as producer from Sara Quinn, who has moved on to editing the station's podcasts.", RADIO_JAZZ, True),
    w.faith("en-t15-011", "para.except", "Can I pop into Greenway on a Sunday?", "No, I'm afraid not: it only opens Monday to Saturday, and it stays shut on public holidays too.", PHARMACY_HOURS, True),
    w.faith("en-t15-012", "fmt.time", "What are Greenway's weekday hours?", "On weekdays Greenway is open from half past eight in the morning to 7 p.m.", PHARMACY_HOURS, True),
    w.faith("en-t15-013", "para.nominal", "Can I get my prescription the same day?", "Same-afternoon collection is possible for any prescription submitted before 11 a.m.", PHARMACY_HOURS, True),
    w.faith("en-t15-014", "wrap.opener", "Are the pharmacy's hours changing in August?", "Good question! Between 5 and 16 August the pharmacy shuts at 5 p.m. rather than 7 p.m. because of the refurbishment.", PHARMACY_WORKS, True),
    w.faith("en-t15-015", "para.combine", "Where can I get an urgent prescription during the works?", "While Greenway is being refurbished, urgent prescriptions can be picked up at the Mill Road partner branch, which stays open until 10 p.m. seven days a week.", PHARMACY_WORKS, True),
    w.faith("en-t15-016", "para.part", "Can I take my bike on the Kilbrannan ferry?", "Yes, and bikes go free.", FERRY_TIMES, True),
    w.faith("en-t15-017", "para.relative", "Do I pay for my toddler?", "Children who are younger than five travel on the ferry without paying.", FERRY_TIMES, True),
    w.faith("en-t15-018", "para.except", "Is there a 17:30 ferry on Mondays in December?", "No. Between November and February that evening sailing operates on Fridays and Sundays only.", FERRY_EXCEPTIONS, True),
    w.faith("en-t15-019", "wrap.hedge", "What happens if there's a storm?", "It seems that once the wind goes above 50 knots, every crossing is called off and passengers get a text about it.", FERRY_EXCEPTIONS, True),
    w.faith("en-t15-020", "fmt.period", "How long is lunch served for?", "Lunch is served for an hour and a half, starting at a quarter to twelve.", CANTEEN_MENU, True),
    w.faith("en-t15-021", "wrap.closer", "Can children bring a packed lunch?", "Yes, lunches from home are permitted as long as there are no nuts in them. I hope that helps!", CANTEEN_RULES, True),
    w.faith("en-t15-022", "para.pronoun", "Who makes the nut-free dish?", "Martin Hale does. He's the cook, and he prepares it when asked.", CANTEEN_RULES, True),
    w.faith("en-t15-023", "fmt.period", "How far ahead can I book a badminton court?", "You can reserve a court online as much as a week beforehand.", BADMINTON, True),
    w.faith("en-t15-024", "wrap.question", "Do I need special shoes for squash?", "Do you need special shoes? Yes: indoor shoes that don't leave marks are required on every court.", SQUASH, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t15-025", "value.number", "How big can a team be?", "Teams of between three and eight players can take on the Locked Lighthouse.", ESCAPE_ROOM, False),
    w.faith("en-t15-026", "modality", "Does my 14-year-old need an adult with them?", "It's recommended that under-16s come with an adult, but it isn't required.", ESCAPE_ROOM, False),
    w.faith("en-t15-027", "direction", "Until when can I cancel without paying?", "You can cancel for free as long as it's less than 48 hours before the start time.", ESCAPE_BOOKING, False),
    w.faith("en-t15-028", "value.time", "When does Garden Hour start?", "Garden Hour begins at 8 a.m. every Saturday.", RADIO_MORNING, False),
    w.faith("en-t15-029", "role.swap", "Who hosts the breakfast show?", "Ken Malley hosts Wake Up Riverside on weekdays, while Dana Okoro presents Garden Hour on Saturdays.", RADIO_MORNING, False),
    w.faith("en-t15-030", "added.fact", "How can listeners reach the studio?", "Listeners can ring the studio on 0161 555 0192 or text the same number.", RADIO_MORNING, False),
    w.faith("en-t15-031", "value.date", "When does Blue Notes move to Thursdays?", "From 1 November, Blue Notes will go out on Thursday evenings.", RADIO_JAZZ, False),
    w.faith("en-t15-032", "negation", "Is Blue Notes on over Christmas?", "Yes, Blue Notes will be broadcast as usual on 26 December.", RADIO_JAZZ, False),
    w.faith("en-t15-033", "role.swap", "Who produces Blue Notes?", "Sara Quinn took over Blue Notes from Leo Brandt, who now looks after the podcasts.", RADIO_JAZZ, False),
    w.faith("en-t15-034", "value.except", "When is Greenway closed?", "It's shut on Sundays only; on public holidays it keeps its normal hours.", PHARMACY_HOURS, False),
    w.faith("en-t15-035", "value.time", "By when must I hand in a prescription to collect it the same day?", "Hand it in before noon and you can collect it that afternoon.", PHARMACY_HOURS, False),
    w.faith("en-t15-036", "added.entity", "Where can I get urgent medicines during the refurbishment?", "Urgent prescriptions can be collected at the Mill Road partner branch or at the hospital pharmacy.", PHARMACY_WORKS, False),
    w.faith("en-t15-037", "value.currency", "How much extra is a car on the ferry?", "Taking a car across costs an extra £35.", FERRY_TIMES, False),
    w.faith("en-t15-038", "quantifier", "Do children pay on the ferry?", "No, all children travel free, whatever their age.", FERRY_TIMES, False),
    w.faith("en-t15-039", "value.unit", "When are crossings cancelled because of wind?", "All sailings are cancelled once the wind exceeds 50 km/h, and passengers are told by text.", FERRY_EXCEPTIONS, False),
    w.faith("en-t15-040", "direction", "Until when can I get my ticket refunded?", "Refunds are possible up to one hour after departure.", FERRY_EXCEPTIONS, False),
    w.faith("en-t15-041", "negation", "Can my son take a can of cola to lunch?", "Yes, pupils are allowed to bring fizzy drinks into the canteen.", CANTEEN_MENU, False),
    w.faith("en-t15-042", "modality", "Do we have to report my daughter's allergy?", "Letting the school office know about allergies in writing is optional for parents.", CANTEEN_RULES, False),
    w.faith("en-t15-043", "quantifier", "How many badminton bookings can a member have?", "Members can hold as many bookings as they like at the same time.", BADMINTON, False),
    w.faith("en-t15-044", "antonym", "What if I cancel my squash court the same morning?", "Bookings cancelled less than 24 hours ahead are refunded in full.", SQUASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t15-045", "correct.wordy", "What time does the first ferry to Kilbrannan Island leave?", "The earliest crossing of the day to Kilbrannan Island leaves Port Ellen at a quarter past seven in the morning.", "7:15.", True),
    w.correct("en-t15-046", "correct.format", "How much does a member pay for a badminton court?", "Eight pounds per session.", "£8 per session.", True),
    w.correct("en-t15-047", "correct.wordy", "Who is the pharmacist in charge at Greenway Pharmacy?", "The pharmacist in charge at Greenway Pharmacy is Helen Varga, so she's the person to ask.", "Helen Varga.", True),
    w.correct("en-t15-048", "correct.format", "What time does Blue Notes start?", "At 9 p.m.", "21:00.", True),
    w.correct("en-t15-049", "wrong.value", "How long is the crossing to Kilbrannan Island?", "The crossing takes about an hour and ten minutes.", "40 minutes.", False),
    w.correct("en-t15-050", "wrong.role", "Who presents Garden Hour?", "Garden Hour is presented by Dana Okoro.", "Ken Malley.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
