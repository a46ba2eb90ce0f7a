"""English cases of fresh set cd. Scenarios: a woodworking course (Oakline Workshop,
Leeds), a rooftop cinema (Skyline Rooftop Cinema, Bristol), a blood donation centre
(Northgate), a mountain cable car (Glenmore), a student exchange office (Harwick
University), a bakery school (Crumb & Crust, York), a kayak rental (Riverbend Kayaks), a
municipal recycling centre (Eastfield), a jazz festival (Harbour Jazz Festival,
Portsmouth) and a parcel locker service (QuickBox)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

WOODWORKING = "Oakline Workshop in Leeds runs a beginners' woodworking course taught by master joiner Harriet Cole. The course lasts six weeks, with one session every Tuesday from 18:30 to 21:00. The fee is £340, which includes all timber and the use of tools; safety boots are not provided. Each group has at most 8 students, and participants must be at least 16 years old. Harriet's assistant, Tom Reyes, sharpens the chisels before every session."
ROOFTOP_CINEMA = "The Skyline Rooftop Cinema on top of the Marlow Building in Bristol shows films from 1 June to 31 August. Doors open at 20:00 and the film starts at 21:15. A standard ticket costs £14, and a deckchair with a blanket costs £4 extra. There are screenings every night except Monday. If it rains, the film is shown under the canopy; only a thunderstorm cancels a screening, and in that case tickets are refunded in full."
BLOOD_CENTRE = "The Northgate Blood Donation Centre is open Tuesday to Saturday from 8:00 to 19:00. Donors must be between 17 and 66 years old and weigh at least 50 kg. The donation itself takes about 10 minutes, but the whole visit lasts around an hour. Men may give whole blood every 12 weeks and women every 16 weeks. Dr Priya Nair is the medical director, and nurse Alan Brooks leads the donor welcome team."
CABLE_CAR = "The Glenmore cable car climbs 1,150 metres from the valley station to the summit of Carn Dubh in 9 minutes. Each cabin carries up to 60 passengers. A return ticket costs £28 for adults and half that for children aged 6 to 15, while children under 6 ride free. The first cabin leaves the valley at 8:30, and the last one comes down from the summit at 17:45. The cable car stops running when the wind is stronger than 80 km/h."
EXCHANGE_OFFICE = "The International Exchange Office of Harwick University is in Room 204 of the Library Building. It is open Monday to Thursday from 10:00 to 16:00. Applications for a spring semester exchange must be submitted by 15 October. Applicants need a grade average of at least 60% and must have completed two semesters. Office head Dr Martin Shaw signs the learning agreements, and adviser Lucy Tan checks the applications."
BAKERY_SCHOOL = "The Crumb & Crust Bakery School in York runs a sourdough masterclass every Saturday from 9:00 to 15:00. The class costs £95 and includes lunch and a 1 kg starter kit to take home. Head baker Marco Vitale teaches the class, and his business partner Sophie Lang handles the bookings. Places must be booked at least 7 days in advance. Cancellations made more than 48 hours before the class are refunded in full; later cancellations get no refund."
KAYAK_RENTAL = "Riverbend Kayaks at Hollow Pier rents single kayaks for £18 per hour and tandem kayaks for £30 per hour. The rental point is open from April to October, daily from 9:00 to 18:00, and all kayaks must be back by 17:30. Every paddler is given a life jacket, and wearing it is mandatory. Children under 12 may only paddle in a tandem together with an adult. All rentals must be paid in advance, except group bookings of 10 or more people, which may pay on the day."
RECYCLING_CENTRE = "The Eastfield Municipal Recycling Centre on Mill Lane is open every day except Wednesday, from 8:00 to 18:00. Residents may drop off up to 5 bags of garden waste per visit free of charge. Disposing of a tyre costs £3. Vans and trailers need a permit, which the council issues within 10 working days. Asbestos and gas bottles are not accepted."
JAZZ_FESTIVAL = "The Harbour Jazz Festival takes place in Portsmouth from 12 to 14 July. A three-day pass costs £120, and a day ticket costs £50. The headline act, the Nina Hale Quartet from Copenhagen, plays on Saturday at 21:00 on the Main Stage. All Main Stage concerts are seated, while the Harbour Tent is standing only. The festival is organised by Coastline Arts, with sound provided by Deepnote Audio."
PARCEL_LOCKERS = "QuickBox parcel lockers keep a parcel for 72 hours after delivery. The collection code is sent by SMS and by email. Each locker takes parcels of up to 20 kg and up to 60 cm on the longest side. If a parcel is not collected in time, it goes back to the sender. Sending a parcel from a locker costs £3.50 for a small parcel and £5.20 for a large one."

# fmt: off
FAITHFULNESS = [
    w.faith("en-cd-001", "para.reorder", "When are the woodworking sessions?", "From 18:30 to 21:00 every Tuesday, and the course runs for six weeks.", WOODWORKING, True),
    w.faith("en-cd-002", "para.passive", "Who sharpens the chisels?", "The chisels are sharpened before every session by Tom Reyes, Harriet's assistant.", WOODWORKING, True),
    w.faith("en-cd-003", "para.synonym", "What happens if it rains?", "Rain doesn't stop the show: the film is screened beneath the canopy. Only a thunderstorm calls a screening off, and then ticket holders get all their money back.", ROOFTOP_CINEMA, True),
    w.faith("en-cd-004", "para.nominal", "By when do I have to apply for a spring exchange?", "The deadline for the submission of spring semester exchange applications is 15 October.", EXCHANGE_OFFICE, True),
    w.faith("en-cd-005", "para.capital", "Who is the headline act?", "The headliners are the Nina Hale Quartet, a band from the Danish capital.", JAZZ_FESTIVAL, True),
    w.faith("en-cd-006", "para.pronoun", "What is Dr Priya Nair's role?", "She is the medical director of the Northgate centre.", BLOOD_CENTRE, True),
    w.faith("en-cd-007", "para.relative", "Who teaches the sourdough masterclass?", "It is taught by Marco Vitale, who is the school's head baker.", BAKERY_SCHOOL, True),
    w.faith("en-cd-008", "para.part", "Is the blood donation centre open on Thursdays?", "Yes, on Thursdays it is open from 8:00 to 19:00.", BLOOD_CENTRE, True),
    w.faith("en-cd-009", "para.combine", "What are the rules for children under 12?", "Children under 12 have to share a tandem with an adult and, like every other paddler, must wear the life jacket they are given.", KAYAK_RENTAL, True),
    w.faith("en-cd-010", "fmt.number", "How many students can be in one group?", "No more than eight students per group.", WOODWORKING, True),
    w.faith("en-cd-011", "fmt.thousands", "How high does the cable car climb?", "It climbs 1150 metres from the valley station to the summit.", CABLE_CAR, True),
    w.faith("en-cd-012", "fmt.scale", "What does the masterclass price include?", "Lunch, plus a 1,000 g starter kit that you take home.", BAKERY_SCHOOL, True),
    w.faith("en-cd-013", "fmt.date", "When is the jazz festival?", "It runs from July 12th through July 14th.", JAZZ_FESTIVAL, True),
    w.faith("en-cd-014", "fmt.time", "What time does the film start?", "The film begins at 9:15 pm, and doors open at 8 pm.", ROOFTOP_CINEMA, True),
    w.faith("en-cd-015", "fmt.unit", "What size of parcel fits in a locker?", "Parcels weighing up to 20 kilograms, with the longest side no more than 60 centimetres.", PARCEL_LOCKERS, True),
    w.faith("en-cd-016", "fmt.abbrev", "When and where is the exchange office open?", "Mon–Thu, 10:00–16:00, in Rm 204 of the Library Building.", EXCHANGE_OFFICE, True),
    w.faith("en-cd-017", "fmt.currency", "How much does it cost to rent a kayak?", "Single kayaks are 18 pounds an hour and tandems GBP 30 an hour.", KAYAK_RENTAL, True),
    w.faith("en-cd-018", "fmt.range", "How old do donors have to be?", "The minimum age for donors is 17 and the maximum is 66.", BLOOD_CENTRE, True),
    w.faith("en-cd-019", "fmt.period", "How long is a parcel kept in the locker?", "Three days after it has been delivered.", PARCEL_LOCKERS, True),
    w.faith("en-cd-020", "fmt.share", "What do children pay for the cable car?", "Children aged 6 to 15 pay 50% of the adult return fare, and under-6s ride for free.", CABLE_CAR, True),
    w.faith("en-cd-021", "para.except", "On which day is the recycling centre closed?", "It is closed on Wednesdays; on all other days it opens from 8:00 to 18:00.", RECYCLING_CENTRE, True),
    w.faith("en-cd-022", "wrap.opener", "Do I have to pay to drop off garden waste?", "Good question! Garden waste is free, up to 5 bags per visit.", RECYCLING_CENTRE, True),
    w.faith("en-cd-023", "wrap.closer", "How far ahead do I need to book the masterclass?", "You need to book at least 7 days before the class. Hope this helps, and happy baking!", BAKERY_SCHOOL, True),
    w.faith("en-cd-024", "wrap.attribution", "How do I get my collection code?", "According to the document, the collection code is sent to you by SMS and by email.", PARCEL_LOCKERS, True),
    w.faith("en-cd-025", "wrap.hedge", "How much is a day ticket for the festival?", "I think a day ticket costs £50.", JAZZ_FESTIVAL, True),
    w.faith("en-cd-026", "wrap.question", "Does the course fee include tools?", "Yes, the £340 fee covers all timber and the use of tools. Would you like to know the session times as well?", WOODWORKING, True),
    w.faith("en-cd-027", "value.number", "How many passengers fit in one cabin?", "Each cabin carries up to 80 passengers.", CABLE_CAR, False),
    w.faith("en-cd-028", "value.date", "What is the deadline for spring exchange applications?", "Applications for the spring semester must be in by 15 November.", EXCHANGE_OFFICE, False),
    w.faith("en-cd-029", "value.time", "When do the doors open at the rooftop cinema?", "Doors open at 19:30.", ROOFTOP_CINEMA, False),
    w.faith("en-cd-030", "value.unit", "How much do I need to weigh to give blood?", "Donors must weigh at least 50 lb.", BLOOD_CENTRE, False),
    w.faith("en-cd-031", "value.currency", "How much does the sourdough masterclass cost?", "The sourdough masterclass costs €95.", BAKERY_SCHOOL, False),
    w.faith("en-cd-032", "role.swap", "Who teaches the woodworking course?", "The course is taught by Tom Reyes, and his assistant Harriet Cole sharpens the chisels.", WOODWORKING, False),
    w.faith("en-cd-033", "negation", "Can I bring gas bottles to the recycling centre?", "Yes, gas bottles are accepted at the centre.", RECYCLING_CENTRE, False),
    w.faith("en-cd-034", "antonym", "What level is the woodworking course?", "It is an advanced course for experienced woodworkers.", WOODWORKING, False),
    w.faith("en-cd-035", "modality", "Do I have to wear the life jacket?", "The life jacket is optional: you may wear it if you like.", KAYAK_RENTAL, False),
    w.faith("en-cd-036", "quantifier", "Are the Main Stage concerts seated?", "Only some of the Main Stage concerts are seated.", JAZZ_FESTIVAL, False),
    w.faith("en-cd-037", "value.except", "When do kayak rentals have to be paid?", "Group bookings of 10 or more must pay in advance, while all other rentals can pay on the day.", KAYAK_RENTAL, False),
    w.faith("en-cd-038", "direction", "Can I get my money back if I cancel the masterclass?", "Yes, if you cancel less than 48 hours before the class you get a full refund.", BAKERY_SCHOOL, False),
    w.faith("en-cd-039", "added.fact", "How much does it cost to send a parcel from a locker?", "A small parcel costs £3.50 and a large one £5.20, and payment is by card only.", PARCEL_LOCKERS, False),
    w.faith("en-cd-040", "added.entity", "Who organises the jazz festival?", "Coastline Arts organises it together with Portsmouth City Council, and Deepnote Audio provides the sound.", JAZZ_FESTIVAL, False),
    w.faith("en-cd-041", "mixed", "How often can people give whole blood?", "Men can give whole blood every 12 weeks, and women every 10 weeks.", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("en-cd-042", "refusal.plain", "Is there parking at the Marlow Building?", "I don't know whether there is parking at the Marlow Building.", ROOFTOP_CINEMA, True),
    w.refusal("en-cd-043", "refusal.context", "Does the recycling centre take old mattresses?", "The provided context doesn't say whether old mattresses are accepted.", RECYCLING_CENTRE, True),
    w.refusal("en-cd-044", "refusal.short", "Are dogs allowed in the cable car cabins?", "Sorry, I can't say.", CABLE_CAR, True),
    w.refusal("en-cd-045", "refusal.long", "How much is the exchange grant per month?", "Thank you for your question. Unfortunately, the information I have about the International Exchange Office covers its location, its opening hours, the application deadline and the entry requirements, but it says nothing about exchange grants or how much they pay. I'm therefore unable to tell you a monthly amount; the office itself would be the best place to ask.", EXCHANGE_OFFICE, True),
    w.refusal("en-cd-046", "refusal.hedged", "What time does the sourdough masterclass finish?", "I'm not entirely sure, but I believe it finishes at 15:00.", BAKERY_SCHOOL, False),
    w.refusal("en-cd-047", "refusal.partial", "How much is a tandem kayak per hour, and is there a student discount?", "A tandem kayak costs £30 per hour. I can't find anything about a student discount, so I can't answer that part.", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("en-cd-048", "correct.wordy", "When does the Nina Hale Quartet play?", "If you're planning your weekend around the headliners, make sure you're at the Main Stage on Saturday evening, because that's when the Nina Hale Quartet takes the stage, at 21:00.", "The Nina Hale Quartet plays on Saturday at 21:00 on the Main Stage.", True),
    w.correct("en-cd-049", "correct.short", "How long does a locker keep a parcel?", "72 hours.", "A parcel stays in the locker for 72 hours after delivery.", True),
    w.correct("en-cd-050", "correct.format", "When does the last cabin come down from the summit?", "At a quarter to six in the evening.", "The last cabin comes down from the summit at 17:45.", True),
    w.correct("en-cd-051", "wrong.value", "How much does the woodworking course cost?", "It costs £430, with timber and tools included.", "The course costs £340, including all timber and the use of tools.", False),
    w.correct("en-cd-052", "wrong.echo", "How often can women donate whole blood?", "Women can donate whole blood once a week.", "Women can donate whole blood every 16 weeks.", False),
    w.correct("en-cd-053", "wrong.role", "Who signs the learning agreements?", "Adviser Lucy Tan signs the learning agreements, while Dr Martin Shaw checks the applications.", "Office head Dr Martin Shaw signs the learning agreements; adviser Lucy Tan checks the applications.", False),
]

RELEVANCY = [
    w.relevant("en-cd-054", "relevant.direct", "How much does it cost to get rid of a tyre?", "Each tyre costs £3 to dispose of.", RECYCLING_CENTRE, True),
    w.relevant("en-cd-055", "relevant.yesno", "Is a screening cancelled when it rains?", "No. In the rain the film is shown under the canopy; only thunderstorms cancel a screening.", ROOFTOP_CINEMA, True),
    w.relevant("en-cd-056", "offtopic.true", "By what time must the kayaks be returned?", "Riverbend Kayaks is located at Hollow Pier.", KAYAK_RENTAL, False),
    w.relevant("en-cd-057", "offtopic.other", "Who handles the bookings for the masterclass?", "The masterclass costs £95, and lunch is included.", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("en-cd-058", "diag.pass", "What is the heaviest parcel a locker will take?", "A locker takes parcels of up to 20 kg.", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("en-cd-059", "diag.offtopic", "When does the first cabin leave the valley?", "An adult return ticket costs £28.", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("en-cd-060", "diag.unfaithful", "How much is a three-day festival pass?", "A three-day pass costs £150.", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("en-cd-061", "diag.refused", "Where is the International Exchange Office?", "I'm sorry, I can't find that information in the documents.", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("en-cd-062", "diag.missed", "How long does it take to get a van permit for the recycling centre?", "The documents I have don't mention van permits, so I can't say.", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("en-cd-063", "diag.correct_refusal", "Do you get a certificate at the end of the woodworking course?", "The available information doesn't say whether a certificate is awarded.", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("en-cd-064", "diag.should_refuse", "Is there free parking at the blood donation centre?", "Yes, donors can park for free for up to two hours in the centre's car park.", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
