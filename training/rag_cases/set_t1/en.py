"""Training set t1, English: Brightwater Dental Clinic (hours, staff, fees), Snowline Ski
School (lessons, rental and weather), the Elm Street Community Garden (plots, rules), the
Harbour Line ferry (timetable, tickets), The Loft coworking space and Rosemere Hall, a
wedding venue."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL_HOURS = (
    "Brightwater Dental Clinic is open Monday to Saturday from 08:00 to 18:00 and closed on Sundays. "
    "On Thursdays the clinic stays open until 20:00 for patients who work during the day. "
    "Emergency appointments are available every weekday morning between 08:00 and 09:30."
)
DENTAL_STAFF = (
    "Dr. Priya Nandakumar is the clinic's orthodontist, and Dr. Tomás Reyes handles all root canal treatments. "
    "Hygienist Colette Barnes runs the cleaning sessions, which last 45 minutes. "
    "New patients must fill in a medical history form before their first visit."
)
DENTAL_FEES = (
    "A standard check-up costs £55, and a check-up with X-rays costs £80. "
    "Patients who cancel with less than 24 hours' notice are charged a £20 fee. "
    "Children under 16 receive free check-ups."
)
SKI_LESSONS = (
    "Snowline Ski School offers group lessons for beginners every morning from 9:30 to 12:00. "
    "Each group has at most eight pupils. "
    "Private lessons cost €70 per hour, and helmets are mandatory for all pupils under 14."
)
SKI_RENTAL = (
    "Equipment rental is handled by the shop next to the lower lift station, not by the school itself. "
    "This season the senior instructor Lena Hofer trained the new instructor Marco Bianchi. "
    "Lessons are cancelled if wind speeds exceed 60 km/h, and in that case pupils get a full refund."
)
GARDEN_PLOTS = (
    "The Elm Street Community Garden has 40 plots, each measuring 3 by 5 metres. "
    "Plot holders pay an annual fee of $35, and half of the plots are reserved for residents of the Elm Street estate. "
    "The waiting list opens on 1 February each year."
)
GARDEN_RULES = (
    "Members may use the shared tools in the shed, but power tools are not allowed anywhere in the garden. "
    "Watering by hose is permitted only before 10 a.m. and after 6 p.m. "
    "The coordinator, Hannah Okafor, empties the compost bins every second Saturday."
)
FERRY_SCHEDULE = (
    "The Harbour Line ferry runs from Port Ellis to Gull Island every 90 minutes between 06:30 and 21:00. "
    "The crossing takes 40 minutes. "
    "On public holidays the first departure is at 08:00 instead."
)
FERRY_TICKETS = (
    "A return ticket costs $18 for adults and $9 for children aged 5 to 12; children under 5 travel free. "
    "Cars can be taken on board for an extra $45 each way, but they must be booked at least two days in advance. "
    "Bicycles are carried free of charge."
)
COWORK = (
    "The Loft coworking space offers hot desks for €15 a day or €220 a month. "
    "Members with a monthly plan get 10 hours of meeting room use included; extra hours cost €12 each. "
    "The space is open 24/7 for monthly members, while day-pass holders can use it from 8:00 to 19:00. "
    "The Loft will be closed for renovation from 3 to 7 June."
)
WEDDING = (
    "Rosemere Hall can seat up to 120 guests for dinner, or 180 for a standing reception. "
    "Bookings require a deposit of 30% of the total price, payable within 14 days of signing. "
    "Music must end by 23:30 because of local noise rules, and the venue's own caterer, Fenwick & Daughters, provides all the food."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t1-001", "para.synonym", "Can I see a dentist on a Sunday?", "No, Brightwater Dental shuts its doors on Sundays.", DENTAL_HOURS, True),
    w.faith("en-t1-002", "fmt.time", "How late is the clinic open on Thursdays?", "On Thursdays you can come in until 8 p.m.", DENTAL_HOURS, True),
    w.faith("en-t1-003", "para.except", "Which days is the clinic open?", "It's open every day of the week apart from Sunday.", DENTAL_HOURS, True),
    w.faith("en-t1-004", "para.passive", "Who does root canal treatments at the clinic?", "All root canal treatments there are carried out by Dr. Tomás Reyes.", DENTAL_STAFF, True),
    w.faith("en-t1-005", "fmt.period", "How long is a cleaning session?", "A cleaning session with Colette Barnes takes three quarters of an hour.", DENTAL_STAFF, True),
    w.faith("en-t1-006", "para.nominal", "Is there anything I have to do before my first appointment?", "Yes: completion of a medical history form is required of every new patient before the first visit.", DENTAL_STAFF, True),
    w.faith("en-t1-007", "fmt.currency", "What does a check-up with X-rays cost?", "A check-up that includes X-rays is eighty pounds.", DENTAL_FEES, True),
    w.faith("en-t1-008", "para.relative", "Is there a charge for late cancellations?", "There is a £20 fee, which applies to patients who cancel with under 24 hours' notice.", DENTAL_FEES, True),
    w.faith("en-t1-009", "wrap.opener", "When are the beginner group lessons?", "Good question! Beginner groups meet every morning from half past nine until noon.", SKI_LESSONS, True),
    w.faith("en-t1-010", "fmt.number", "How big are the ski groups?", "No group has more than 8 pupils in it.", SKI_LESSONS, True),
    w.faith("en-t1-011", "wrap.attribution", "Does my 10-year-old need a helmet?", "According to the ski school, every pupil younger than 14 has to wear a helmet.", SKI_LESSONS, True),
    w.faith("en-t1-012", "para.pronoun", "Who trained Marco Bianchi?", "Lena Hofer did; she trained him this season.", SKI_RENTAL, True),
    w.faith("en-t1-013", "fmt.abbrev", "What happens to lessons in strong wind?", "Lessons are called off when the wind goes above 60 kilometres per hour, and pupils then get all their money back.", SKI_RENTAL, True),
    w.faith("en-t1-014", "para.combine", "How big are the plots and what do they cost?", "The garden's 40 plots each measure 3 by 5 metres and cost their holders $35 a year.", GARDEN_PLOTS, True),
    w.faith("en-t1-015", "fmt.share", "Are any plots kept for local residents?", "Yes, 50% of the plots are set aside for people living on the Elm Street estate.", GARDEN_PLOTS, True),
    w.faith("en-t1-016", "fmt.date", "When can I join the waiting list?", "The waiting list opens every year on February 1st.", GARDEN_PLOTS, True),
    w.faith("en-t1-017", "fmt.time", "When am I allowed to use the hose?", "Hose watering is only allowed before 10:00 or after 18:00.", GARDEN_RULES, True),
    w.faith("en-t1-018", "para.reorder", "How long is the ferry crossing?", "From Port Ellis to Gull Island, the crossing takes 40 minutes.", FERRY_SCHEDULE, True),
    w.faith("en-t1-019", "wrap.hedge", "When does the first ferry leave on a public holiday?", "If I've read the timetable correctly, on public holidays the first boat leaves at 8:00.", FERRY_SCHEDULE, True),
    w.faith("en-t1-020", "fmt.range", "How much do kids pay for the ferry?", "Kids aged 5–12 pay $9 for a return ticket, and those under five travel for nothing.", FERRY_TICKETS, True),
    w.faith("en-t1-021", "wrap.closer", "Can I bring my bike on the ferry?", "Yes, bicycles come on board at no charge. Have a lovely trip!", FERRY_TICKETS, True),
    w.faith("en-t1-022", "wrap.question", "How many meeting room hours come with the monthly plan?", "The monthly plan includes ten hours in the meeting rooms. Need more? Each extra hour is €12.", COWORK, True),
    w.faith("en-t1-023", "para.part", "How many guests can Rosemere Hall seat for dinner?", "Up to 120 guests can be seated for dinner.", WEDDING, True),
    w.faith("en-t1-024", "fmt.period", "How long do we have to pay the deposit?", "The 30 percent deposit is due within two weeks of signing.", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t1-025", "role.swap", "Who trained whom at the ski school this season?", "This season Marco Bianchi trained the new instructor, Lena Hofer.", SKI_RENTAL, False),
    w.faith("en-t1-026", "role.swap", "Who is the clinic's orthodontist?", "The orthodontist is Dr. Tomás Reyes, while Dr. Priya Nandakumar takes care of the root canals.", DENTAL_STAFF, False),
    w.faith("en-t1-027", "antonym", "Where do I rent skis?", "Rental is done by the shop beside the upper lift station, not by the school.", SKI_RENTAL, False),
    w.faith("en-t1-028", "negation", "Can I bring my electric hedge trimmer?", "Yes, power tools are fine to use in the garden, and there are shared tools in the shed as well.", GARDEN_RULES, False),
    w.faith("en-t1-029", "negation", "Do bicycles cost extra on the ferry?", "Yes, taking a bicycle on board is not free.", FERRY_TICKETS, False),
    w.faith("en-t1-030", "modality", "Do new patients have any paperwork?", "New patients can fill in a medical history form if they like, but it is optional.", DENTAL_STAFF, False),
    w.faith("en-t1-031", "modality", "Do children need helmets in ski lessons?", "Helmets are recommended for pupils under 14.", SKI_LESSONS, False),
    w.faith("en-t1-032", "quantifier", "Are plots reserved for estate residents?", "Yes, every plot in the garden is reserved for residents of the Elm Street estate.", GARDEN_PLOTS, False),
    w.faith("en-t1-033", "quantifier", "When do the beginner groups run?", "Beginner group lessons take place only on weekend mornings, from 9:30 to 12:00.", SKI_LESSONS, False),
    w.faith("en-t1-034", "direction", "When can I water with a hose?", "Hose watering is permitted only after 10 a.m. and before 6 p.m.", GARDEN_RULES, False),
    w.faith("en-t1-035", "direction", "Can more people come to a dinner or to a standing reception?", "Rosemere Hall fits more guests at a seated dinner than at a standing reception.", WEDDING, False),
    w.faith("en-t1-036", "value.number", "How many pupils are in a group?", "A beginner group can have up to ten pupils.", SKI_LESSONS, False),
    w.faith("en-t1-037", "value.number", "How many meeting room hours are included for monthly members?", "Monthly members get 15 hours of meeting room time at no extra cost.", COWORK, False),
    w.faith("en-t1-038", "value.time", "When is the first ferry on public holidays?", "On public holidays the first ferry leaves at 7 a.m.", FERRY_SCHEDULE, False),
    w.faith("en-t1-039", "value.currency", "How much is a standard check-up?", "A standard check-up at Brightwater costs €55.", DENTAL_FEES, False),
    w.faith("en-t1-040", "value.date", "When is The Loft closed?", "The Loft shuts for renovation from 3 to 7 July.", COWORK, False),
    w.faith("en-t1-041", "value.unit", "How large is a garden plot?", "Each plot measures 3 by 5 feet.", GARDEN_PLOTS, False),
    w.faith("en-t1-042", "value.except", "Which days is the clinic open?", "Brightwater Dental is open every day except Saturday.", DENTAL_HOURS, False),
    w.faith("en-t1-043", "added.fact", "What is the adult fare?", "Adults pay $18 for a return ticket, which can be bought on board by card.", FERRY_TICKETS, False),
    w.faith("en-t1-044", "added.entity", "Who provides food and drink at Rosemere Hall?", "Food comes from the in-house caterer Fenwick & Daughters, and drinks are supplied by Harlow Wines.", WEDDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t1-045", "correct.wordy", "How long does the ferry crossing to Gull Island take?", "The crossing takes forty minutes, from the moment the ferry leaves Port Ellis until it arrives at Gull Island.", "40 minutes", True),
    w.correct("en-t1-046", "correct.format", "By what time must the music end at Rosemere Hall?", "By half past eleven at night.", "23:30", True),
    w.correct("en-t1-047", "correct.format", "How large is the deposit at Rosemere Hall?", "Thirty percent of the overall price.", "30% of the total price", True),
    w.correct("en-t1-048", "correct.wordy", "Who is the orthodontist at Brightwater Dental Clinic?", "At Brightwater Dental Clinic, orthodontic care is in the hands of Dr. Priya Nandakumar, who is the clinic's orthodontist.", "Dr. Priya Nandakumar", True),
    w.correct("en-t1-049", "wrong.value", "How much does a private ski lesson cost per hour?", "A private lesson costs €50 per hour.", "€70 per hour", False),
    w.correct("en-t1-050", "wrong.role", "Who trained Marco Bianchi this season?", "Marco Bianchi trained Lena Hofer this season.", "Lena Hofer trained Marco Bianchi.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
