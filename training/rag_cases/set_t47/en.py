"""English cases of set t47: a high-street pharmacy's staff and hours, a family-run vet
surgery and its waiting-room rules, a dental practice in Edinburgh and its history, a
24-hour gym's classes and house rules, a leisure-centre pool and its children's swimming
lessons, and a physiotherapy clinic's therapists and fees."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PHARMACY = (
    "Hollis Pharmacy on Bridge Street is run by pharmacist Rachel Dunn, and her colleague Ahmed Karim handles the repeat-prescription service. "
    "The pharmacy is open from 8:00 to 18:30, Monday to Saturday, and it is closed on Sundays. "
    "Flu jabs are offered without an appointment from October to December and cost £16.99. "
    "Prescriptions are usually ready for collection within 48 hours."
)
VET = (
    "Meadowbank Veterinary Surgery was founded in 1987 by James Ellery, and his daughter Kate Ellery took over the practice in 2014. "
    "A routine vaccination costs £55 for a dog and £48 for a cat. "
    "The surgery's emergency line is staffed around the clock by the nursing team."
)
VET_RULES = (
    "At Meadowbank, dogs must be kept on a lead in the waiting room, and cats must arrive in a carrier. "
    "Appointments can be cancelled free of charge up to 24 hours in advance. "
    "Saturday clinics run from 9:00 to 13:00."
)
DENTIST = (
    "At Elm Row Dental in Edinburgh, Dr. Fiona Grant does check-ups and fillings, while Dr. Callum Reid specialises in root canal treatment. "
    "A check-up costs £42 for adults, and children under 18 are seen free of charge. "
    "The practice is open Monday to Thursday from 8:30 to 17:00 and on Fridays until 13:00."
)
DENTAL_HISTORY = (
    "Elm Row Dental opened in 1962 in a former bakery. "
    "It moved to its current building in 1995 and added a hygienist service in 2008. "
    "The hygienist, Lorna McKay, sees patients on Tuesdays and Wednesdays."
)
GYM = (
    "IronWorks Gym in Manchester is open 24 hours a day, seven days a week. "
    "Membership costs £29 a month, or £290 if paid for a full year. "
    "New members get a free induction session with a personal trainer. "
    "Personal trainer Dev Patel runs the Monday and Wednesday spin classes, and Chloe Barnes leads the Saturday kettlebell class."
)
GYM_RULES = (
    "IronWorks members must wipe down equipment after use. "
    "Towels are available at reception for £1.50. "
    "Guests may train with a member up to four times a year, and each guest visit costs £8. "
    "Under-16s are not allowed in the weights area."
)
POOL = (
    "Ashfield Leisure Centre's 25-metre pool is open daily from 6:30 to 21:30, except on Mondays, when it opens at 12:00 because of cleaning. "
    "An adult swim costs £5.20 and a children's swim £3.10. "
    "Lane swimming sessions run from 6:30 to 9:00 on weekdays. "
    "Swimming caps are compulsory for everyone with hair longer than shoulder length."
)
SWIM_LESSONS = (
    "Ashfield's swimming lessons for children aged 4 to 11 take place on Saturday mornings. "
    "Coach Megan Hale teaches the beginners' group, and coach Liam Ford teaches the advanced group. "
    "A ten-week course costs £75. "
    "Parents must stay in the spectator gallery during lessons."
)
PHYSIO = (
    "Northgate Physiotherapy has two physiotherapists: Sophie Lang treats sports injuries, and Marcus Webb specialises in back and neck pain. "
    "A first assessment lasts 45 minutes and costs £65; follow-up sessions last 30 minutes and cost £45. "
    "The clinic opened in 2011, and Marcus Webb joined in 2016. "
    "Patients who cancel with less than 24 hours' notice are charged the full fee."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t47-001", "para.combine", "Who runs Hollis Pharmacy, and who deals with repeat prescriptions?", "Rachel Dunn is the pharmacist running Hollis Pharmacy, and repeat prescriptions are handled by her colleague Ahmed Karim.", PHARMACY, True),
    w.faith("en-t47-002", "para.except", "Is Hollis Pharmacy open on a Sunday?", "No. It opens Monday through Saturday only, so Sunday is its closed day.", PHARMACY, True),
    w.faith("en-t47-003", "fmt.time", "What time does the pharmacy close?", "It closes at 6:30 p.m.", PHARMACY, True),
    w.faith("en-t47-004", "fmt.period", "How long until my prescription is ready?", "Prescriptions are normally ready to pick up within two days.", PHARMACY, True),
    w.faith("en-t47-005", "para.passive", "Who founded Meadowbank Veterinary Surgery?", "The surgery was set up in 1987 by James Ellery.", VET, True),
    w.faith("en-t47-006", "para.pronoun", "Who runs Meadowbank now?", "Kate Ellery does; she took over her father's practice in 2014.", VET, True),
    w.faith("en-t47-007", "fmt.currency", "How much is a routine vaccination for a cat?", "A routine cat vaccination is forty-eight pounds.", VET, True),
    w.faith("en-t47-008", "para.synonym", "Can my dog walk around the waiting room off the lead?", "No, dogs have to stay leashed while they are in the waiting area.", VET_RULES, True),
    w.faith("en-t47-009", "fmt.period", "How late can I cancel without paying?", "You can cancel at no charge as long as you do it at least a day before the appointment.", VET_RULES, True),
    w.faith("en-t47-010", "fmt.time", "When are the Saturday clinics?", "Saturday clinics are held from 9 a.m. to 1 p.m.", VET_RULES, True),
    w.faith("en-t47-011", "para.relative", "Who should I see for a root canal?", "Dr. Callum Reid, who specialises in root canal treatment, is the dentist to see at Elm Row.", DENTIST, True),
    w.faith("en-t47-012", "fmt.number", "Do children pay for check-ups?", "No, under-eighteens are seen for free.", DENTIST, True),
    w.faith("en-t47-013", "para.combine", "What's the history of Elm Row Dental?", "Elm Row Dental first opened in a former bakery in 1962 and moved into its current building in 1995.", DENTAL_HISTORY, True),
    w.faith("en-t47-014", "para.part", "When does the hygienist work?", "Lorna McKay sees patients on Tuesdays and Wednesdays.", DENTAL_HISTORY, True),
    w.faith("en-t47-015", "para.nominal", "When did they start offering a hygienist?", "The addition of the hygienist service came in 2008.", DENTAL_HISTORY, True),
    w.faith("en-t47-016", "fmt.period", "When is IronWorks open?", "IronWorks never closes: it's open round the clock, every day of the week.", GYM, True),
    w.faith("en-t47-017", "fmt.currency", "How much is a year's membership?", "If you pay for a full year, membership is two hundred and ninety pounds.", GYM, True),
    w.faith("en-t47-018", "para.synonym", "Who takes the spin classes?", "Dev Patel, one of the personal trainers, teaches the spin classes on Mondays and Wednesdays.", GYM, True),
    w.faith("en-t47-019", "wrap.opener", "Can I bring a friend to train with me?", "Good question! A guest can train alongside a member up to four times a year, at £8 per visit.", GYM_RULES, True),
    w.faith("en-t47-020", "para.reorder", "Can my 15-year-old use the weights?", "The weights area is off limits to anyone under 16.", GYM_RULES, True),
    w.faith("en-t47-021", "para.except", "Can I swim at 7 in the morning on a Monday?", "No, on Mondays the pool doesn't open until midday because of cleaning.", POOL, True),
    w.faith("en-t47-022", "fmt.time", "When is lane swimming?", "Lane swimming runs on weekdays between half past six and nine in the morning.", POOL, True),
    w.faith("en-t47-023", "wrap.attribution", "Can parents watch from the poolside?", "According to the centre's rules, parents have to remain in the spectator gallery while lessons are on.", SWIM_LESSONS, True),
    w.faith("en-t47-024", "fmt.unit", "How long is a first physio appointment, and what does it cost?", "The initial assessment takes three quarters of an hour and is charged at £65.", PHYSIO, True),
    w.faith("en-t47-025", "role.swap", "Who runs the repeat-prescription service?", "Rachel Dunn handles repeat prescriptions, while Ahmed Karim runs the pharmacy.", PHARMACY, False),
    w.faith("en-t47-026", "added.fact", "How much is a flu jab?", "A flu jab costs £16.99, and it is free for anyone over 65.", PHARMACY, False),
    w.faith("en-t47-027", "value.except", "When is Hollis Pharmacy closed?", "It's closed on Saturdays and Sundays; on weekdays it opens from 8:00 to 18:30.", PHARMACY, False),
    w.faith("en-t47-028", "value.date", "When did Kate Ellery take over?", "Kate Ellery took over Meadowbank from her father in 1987.", VET, False),
    w.faith("en-t47-029", "value.currency", "How much is a routine vaccination for a dog?", "A routine vaccination for a dog costs £48.", VET, False),
    w.faith("en-t47-030", "modality", "Does my cat have to come in a carrier?", "A carrier is recommended for cats, but it isn't required.", VET_RULES, False),
    w.faith("en-t47-031", "value.time", "When are the Saturday clinics?", "Saturday clinics run from 9:00 to 15:00.", VET_RULES, False),
    w.faith("en-t47-032", "role.swap", "Who does root canal treatment?", "Root canal treatment is Dr. Fiona Grant's speciality, and Dr. Callum Reid does the check-ups and fillings.", DENTIST, False),
    w.faith("en-t47-033", "value.date", "When did Elm Row Dental move to its current building?", "The practice moved into its current building in 2008.", DENTAL_HISTORY, False),
    w.faith("en-t47-034", "added.entity", "When does Lorna McKay work?", "The orthodontist, Lorna McKay, sees patients on Tuesdays and Wednesdays.", DENTAL_HISTORY, False),
    w.faith("en-t47-035", "value.number", "How often can a guest come with me?", "Guests may train with a member up to six times a year.", GYM_RULES, False),
    w.faith("en-t47-036", "role.swap", "Who leads the kettlebell class?", "Dev Patel leads the Saturday kettlebell class, and Chloe Barnes runs the spin classes.", GYM, False),
    w.faith("en-t47-037", "added.fact", "What do new members get?", "New members get a free induction session with a personal trainer and a free IronWorks gym bag.", GYM, False),
    w.faith("en-t47-038", "quantifier", "Who has to wipe down the equipment?", "Only new members are asked to wipe down the equipment after use.", GYM_RULES, False),
    w.faith("en-t47-039", "value.except", "Which day does the pool open late?", "The pool is open daily from 6:30 to 21:30, except on Sundays, when it opens at noon for cleaning.", POOL, False),
    w.faith("en-t47-040", "negation", "Where do parents wait during lessons?", "Parents are not allowed to stay in the spectator gallery during lessons.", SWIM_LESSONS, False),
    w.faith("en-t47-041", "antonym", "Do I need a swimming cap?", "Caps are compulsory for everyone whose hair is shorter than shoulder length.", POOL, False),
    w.faith("en-t47-042", "direction", "What happens if I cancel a physio session late?", "You are charged the full fee only if you cancel with more than 24 hours' notice.", PHYSIO, False),
    w.faith("en-t47-043", "added.entity", "When are the swimming lessons?", "Swimming lessons for adults and children aged 4 to 11 take place on Saturday mornings.", SWIM_LESSONS, False),
    w.faith("en-t47-044", "value.date", "When did Marcus Webb join Northgate?", "Marcus Webb joined Northgate Physiotherapy in 2011.", PHYSIO, False),
]

CORRECTNESS = [
    w.correct("en-t47-045", "correct.wordy", "Who teaches the beginners' swimming group at Ashfield?", "The beginners' group at Ashfield Leisure Centre is taught by coach Megan Hale on Saturday mornings.", "Megan Hale", True),
    w.correct("en-t47-046", "correct.format", "How much is a ten-week swimming course?", "Seventy-five pounds.", "£75", True),
    w.correct("en-t47-047", "correct.short", "When was Meadowbank Veterinary Surgery founded?", "In 1987.", "It was founded in 1987 by James Ellery.", True),
    w.correct("en-t47-048", "correct.format", "How long is a follow-up physio session at Northgate?", "Half an hour.", "30 minutes", True),
    w.correct("en-t47-049", "wrong.value", "What does a first assessment at Northgate Physiotherapy cost?", "It costs £45.", "£65", False),
    w.correct("en-t47-050", "wrong.role", "Who specialises in back and neck pain at Northgate?", "Sophie Lang specialises in back and neck pain.", "Marcus Webb", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
