"""English cases of set BF: a dental practice, a ski school, a public library, a bike-sharing
scheme, a veterinary clinic, a language school, a farmers' market, a co-working space, a small
theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL = "Maple Street Dental Practice is open Monday to Friday from 7:30 to 17:00. A routine check-up costs $70, and a cleaning costs $95. Dr. Helen Park is the head dentist, and Dr. Marcus Reid specialises in orthodontics. Patients must cancel at least 24 hours before an appointment, or a $25 fee is charged."
SKI = "Alpine Peak Ski School runs group lessons for beginners every morning from 9:30 to 12:00. A five-day group course costs $320, and helmets are required for all students under 16. Private lessons are given in the afternoon by the instructors Nina Berg and Tom Lowell. Lessons are cancelled when the wind is over 60 km/h."
LIBRARY = "Oakridge Public Library lends up to 12 items per card for three weeks. Books may be renewed twice online, except items that another member has reserved. The library is closed on Sundays, and the reading room opens at 10 a.m. from Monday to Saturday. Head librarian Grace Holm runs a children's story hour every Wednesday at 4 p.m."
BIKE = "CityCycle bikes can be rented from 48 docking stations across the city. The first 30 minutes of each ride are free; after that, each extra half hour costs $2. An annual membership costs $90, and riders must be at least 16 years old. Electric bikes have a top speed of 25 km/h."
VET = "Willow Vet Clinic treats cats, dogs and rabbits, but not birds or reptiles. A standard consultation costs $55, and vaccinations cost $30 per dose. Dr. Amir Shah performs the surgeries, while nurse Claire Dunn runs the weight clinic. Dogs should fast for 12 hours before an operation."
LANGSCHOOL = "Lingua House teaches Spanish, Japanese and Italian to adults. Evening courses meet twice a week for 90 minutes, and a ten-week course costs $480. Classes have a maximum of 8 students. A placement test is recommended for beginners but not required."
MARKET = "The Riverside Farmers' Market takes place every Saturday from 8 a.m. to 1 p.m. in the Town Hall car park. About 35 stalls sell local produce, and only growers from within 50 miles may sell there. Dogs are welcome if they are kept on a lead. The market manager is Peter Quinn."
COWORK = "Hive Works co-working space on Bridge Street is open 24 hours a day to members. A hot desk costs $180 per month, and a fixed desk costs $260 per month. Every membership includes 5 hours of meeting-room use per month. Guests may visit for free but must sign in at reception."
THEATRE = "The Lantern Theatre has 140 seats. Its spring production, 'The Glass Orchard', runs from 3 April to 27 April, with shows at 19:30 from Tuesday to Saturday. Tickets cost $28, and students get 25% off. The play is directed by Olivia Grant, and Daniel Moss plays the lead role."
FERRY = "The Harbour Line ferry sails from Port Ellis to Gull Island six times a day. The first departure is at 6:45 and the last at 20:15. The crossing takes 40 minutes and covers 14 km. A return ticket costs $18 for adults; bicycles travel free, but cars are not carried."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-bf-001", "para.reorder", "When is the dental practice open?", "From 7:30 to 17:00, Monday to Friday, the practice is open.", DENTAL, True),
    w.faith("en-bf-002", "para.passive", "Who performs the surgeries at Willow Vet Clinic?", "The surgeries are performed by Dr. Amir Shah.", VET, True),
    w.faith("en-bf-003", "para.synonym", "Do children need a helmet at the ski school?", "Yes, every student younger than 16 has to wear a helmet.", SKI, True),
    w.faith("en-bf-004", "para.combine", "What do the desks at Hive Works cost?", "Hot desks are $180 a month and fixed desks $260 a month.", COWORK, True),
    w.faith("en-bf-005", "fmt.number", "How many students can be in one class?", "A class has at most eight students.", LANGSCHOOL, True),
    w.faith("en-bf-006", "fmt.time", "When does the children's story hour start?", "It starts at 16:00 every Wednesday.", LIBRARY, True),
    w.faith("en-bf-007", "fmt.unit", "How far is the ferry crossing?", "The crossing covers 14,000 metres.", FERRY, True),
    w.faith("en-bf-008", "fmt.share", "Is there a discount for students?", "Yes, students get a quarter off the $28 ticket price.", THEATRE, True),
    w.faith("en-bf-009", "fmt.currency", "How much is an annual CityCycle membership?", "It costs 90 dollars a year.", BIKE, True),
    w.faith("en-bf-010", "wrap.opener", "Can you tell me when the farmers' market is held?", "Sure! It runs every Saturday from 8 a.m. until 1 p.m. in the Town Hall car park.", MARKET, True),
    w.faith("en-bf-011", "wrap.attribution", "How much does a cleaning cost?", "According to the practice's information, a cleaning costs $95.", DENTAL, True),
    w.faith("en-bf-012", "para.nominal", "When are ski lessons cancelled?", "Wind speeds above 60 km/h lead to the cancellation of lessons.", SKI, True),
    w.faith("en-bf-013", "para.except", "Can I renew my books online?", "Yes, up to two times, unless another member has reserved the item.", LIBRARY, True),
    w.faith("en-bf-014", "value.number", "What is the cancellation rule?", "Patients must cancel at least 48 hours before an appointment, or a $25 fee is charged.", DENTAL, False),
    w.faith("en-bf-015", "value.date", "When does 'The Glass Orchard' run?", "It runs from 3 April to 29 April.", THEATRE, False),
    w.faith("en-bf-016", "value.time", "When does the last ferry leave?", "The last ferry leaves Port Ellis at 21:15.", FERRY, False),
    w.faith("en-bf-017", "value.unit", "How fast can the electric bikes go?", "Electric bikes have a top speed of 25 mph.", BIKE, False),
    w.faith("en-bf-018", "value.currency", "How much is a hot desk?", "A hot desk costs €180 per month.", COWORK, False),
    w.faith("en-bf-019", "role.swap", "Who runs the weight clinic?", "Dr. Amir Shah runs the weight clinic, while nurse Claire Dunn performs the surgeries.", VET, False),
    w.faith("en-bf-020", "negation", "Can I bring my dog to the market?", "No, dogs are not allowed at the market.", MARKET, False),
    w.faith("en-bf-021", "antonym", "Is the library open on Sundays?", "Yes, the library is open on Sundays.", LIBRARY, False),
    w.faith("en-bf-022", "modality", "Do beginners have to take a placement test?", "Yes, beginners are required to take a placement test.", LANGSCHOOL, False),
    w.faith("en-bf-023", "quantifier", "Who has to wear a helmet at the ski school?", "All students have to wear a helmet, adults included.", SKI, False),
    w.faith("en-bf-024", "value.except", "Which animals does Willow Vet Clinic treat?", "It treats cats, dogs, rabbits and birds, but not reptiles.", VET, False),
    w.faith("en-bf-025", "direction", "How big are the classes at Lingua House?", "Every class has at least 8 students.", LANGSCHOOL, False),
    w.faith("en-bf-026", "added.fact", "What does a membership include?", "Every membership includes 5 hours of meeting-room use per month and free coffee.", COWORK, False),
    w.faith("en-bf-027", "added.entity", "Who is in 'The Glass Orchard'?", "Daniel Moss plays the lead role, and Ruth Alder plays his sister.", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bf-028", "refusal.plain", "Does the practice offer dental implants?", "I'm sorry, I don't have that information.", DENTAL, True),
    w.refusal("en-bf-029", "refusal.context", "Is there a café on board the ferry?", "The provided information doesn't say whether there is a café on board.", FERRY, True),
    w.refusal("en-bf-030", "refusal.short", "Does the library have a car park?", "I don't know.", LIBRARY, True),
    w.refusal("en-bf-031", "refusal.hedged", "How much is the five-day group course?", "I'm not entirely sure, but it looks like the five-day group course costs $320.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bf-032", "correct.wordy", "When does the first ferry leave Port Ellis?", "The very first Harbour Line ferry of the day, the one that sets off from Port Ellis towards Gull Island, departs at a quarter to seven in the morning, that is at 6:45.", "The first ferry leaves at 6:45.", True),
    w.correct("en-bf-033", "correct.wordy", "How much does a routine check-up cost at Maple Street Dental Practice?", "If you book a routine check-up at Maple Street Dental Practice, you will be charged seventy dollars for the visit.", "A routine check-up costs $70.", True),
    w.correct("en-bf-034", "correct.format", "When does 'The Glass Orchard' open?", "April 3rd.", "On 3 April.", True),
    w.correct("en-bf-035", "wrong.value", "How many seats does the Lantern Theatre have?", "The Lantern Theatre has 160 seats.", "It has 140 seats.", False),
    w.correct("en-bf-036", "wrong.role", "Who directs 'The Glass Orchard'?", "Daniel Moss directs it.", "Olivia Grant directs it.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bf-037", "relevant.direct", "How much is a vaccination at Willow Vet Clinic?", "$30 per dose.", VET, True),
    w.relevant("en-bf-038", "relevant.direct", "Who is in charge of the Riverside Farmers' Market?", "Peter Quinn manages it.", MARKET, True),
    w.relevant("en-bf-039", "relevant.yesno", "Can I take my car on the Harbour Line ferry?", "No, cars aren't carried.", FERRY, True),
    w.relevant("en-bf-040", "offtopic.true", "How much does a fixed desk cost at Hive Works?", "Guests may visit for free but must sign in at reception.", COWORK, False),
    w.relevant("en-bf-041", "offtopic.other", "Which languages does Lingua House teach?", "The weather should be sunny this weekend, perfect for a picnic in the park.", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bf-042", "diag.pass", "How many docking stations does CityCycle have?", "CityCycle has 48 docking stations across the city.", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("en-bf-043", "diag.offtopic", "Who gives private lessons at the ski school?", "Group lessons for beginners run every morning from 9:30 to 12:00.", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("en-bf-044", "diag.unfaithful", "How long should a dog fast before an operation?", "A dog should fast for 6 hours before an operation.", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("en-bf-045", "diag.missed", "How many items can I borrow with one library card?", "The information I have doesn't say how many items can be borrowed per card.", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("en-bf-046", "diag.correct_refusal", "Does the farmers' market accept credit cards?", "I'm sorry, the information provided doesn't say whether card payments are accepted.", {"market-01": MARKET, "ferry-01": FERRY}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
