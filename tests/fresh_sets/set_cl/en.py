"""Fresh set cl, English: a driving school, an observatory, a children's theatre, a bakery, a stadium tour, a lighthouse ferry, a guitar repairer, a youth hostel, a kayak rental and a second-hand bookshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DRIVING = (
    "Greenway Driving School in Leeds was founded in 2009 by Helen Marsh, and her son Tom Marsh took it over in 2021. "
    "The school has 12 instructors, and about 1,400 learners sign up every year. "
    "A standard lesson lasts 90 minutes and costs £42. "
    "Lessons are given every day except Sunday, between 7 a.m. and 8 p.m. "
    "Learners must bring their provisional licence to every lesson, and a mock theory test is recommended but not required."
)
OBSERVATORY = (
    "Hillcrest Public Observatory stands 1,250 metres above sea level, 18 km north of Ashford. "
    "Its main telescope, a 60 cm reflector, was installed on 14 October 2016. "
    "Public viewing nights are held every Friday from 9 p.m. to 11:30 p.m. "
    "Adult tickets cost £8, and children under 10 get in free. "
    "The observatory is run by the astronomer Priya Nair with a team of 20 volunteers."
)
THEATRE = (
    "The Little Lantern Children's Theatre in Bristol has 180 seats. "
    "Its new show, The Paper Dragon, premieres on 7 March 2025 and runs until 27 April 2025. "
    "Performances start at 11 a.m. and 2:30 p.m. every day except Monday. "
    "Tickets are £9 for children and £13 for adults, and school groups of up to 30 pupils can book a morning performance. "
    "The Paper Dragon is recommended for children aged 4 to 9 and lasts 55 minutes with no interval."
)
BAKERY = (
    "Crumb & Co. is a bakery on Mill Lane that Rosa Bell opened in 2012. "
    "The shop is open every day except Wednesday, from 7 a.m. to 5 p.m. "
    "Its Saturday baking class costs £55, lasts three hours and takes at most 8 students. "
    "Each student works with 1.5 kg of flour and takes home two loaves. "
    "Aprons are provided, and students must tie back long hair."
)
STADIUM = (
    "Riverside Arena in Cardiff, the capital of Wales, is the home ground of Cardiff Rovers FC. "
    "The stadium holds 32,500 spectators and opened in August 2003. "
    "Guided tours start at 10 a.m., noon and 2 p.m. and last 75 minutes. "
    "The tour visits the dressing rooms, the players' tunnel and the press room, and it ends in the club museum. "
    "Adult tickets cost £18, children under 5 go free, and parking is free for tour visitors. "
    "There are no tours on match days."
)
FERRY = (
    "The Gull ferry sails from Porthcarrow harbour to Beacon Island, home of an old lighthouse, four times a day from April to October. "
    "The crossing takes 35 minutes, and the last boat back leaves the island at 6:15 p.m. "
    "A return ticket costs £14 for adults and £7 for children. "
    "Dogs are allowed on board if they are kept on a lead. "
    "Passengers must buy their tickets at the harbour kiosk before boarding."
)
GUITAR = (
    "Fretwork Guitar Repairs was opened in 2015 by the luthier Dan Okafor, who works with one assistant, Mia Reyes. "
    "A full setup costs £60, and a restring costs £25 with strings included. "
    "Most repairs are ready within five working days, but a refret can take up to two weeks. "
    "Every repair comes with a two-year warranty. "
    "In 2019 Dan Okafor restored a 1962 electric guitar for the blues singer Ella Grant."
)
HOSTEL = (
    "Harbourside Youth Hostel has 64 beds in 14 rooms and employs 9 staff. "
    "A dorm bed costs £28 a night, breakfast included. "
    "Check-in opens at 3 p.m., and guests must leave their rooms by 10 a.m. on the day they depart. "
    "Guests under 18 may only stay with an adult. "
    "The guest kitchen closes at 11 p.m."
)
KAYAK = (
    "Otter Bend Kayaks rents out kayaks on the River Wye from May to September, every day except Tuesday. "
    "A single kayak costs £20 for two hours, and a double costs £32. "
    "The standard trip runs 14 km downstream to Ferry Meadow, where a minibus brings paddlers back. "
    "Life jackets must be worn at all times, and children under 14 must share a double kayak with an adult. "
    "Claire Dunn started the business in 2011 and still runs it."
)
BOOKSHOP = (
    "Dog-Ear Books, a second-hand bookshop on Harbour Street, was opened in 1994 by Martha Quinn. "
    "It stocks around 25,000 books, and half of them cost less than £3. "
    "Members of its reading club get 10% off every purchase. "
    "The shop buys used books only on Thursday afternoons, and some of its first editions are signed by their authors. "
    "In 2020 Martha Quinn handed the shop over to her former employee Sam Ortiz."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cl-001", "para.reorder", "When is Crumb & Co. open?", "Every day except Wednesday, Crumb & Co. is open from 7 a.m. to 5 p.m.", BAKERY, True),
    w.faith("en-cl-002", "para.passive", "Who restored the 1962 electric guitar?", "The 1962 electric guitar was restored by Dan Okafor in 2019.", GUITAR, True),
    w.faith("en-cl-003", "para.synonym", "How big is the hostel's team?", "There are 9 employees at Harbourside Youth Hostel.", HOSTEL, True),
    w.faith("en-cl-004", "para.nominal", "Where do I get a ticket for the Gull?", "Ticket purchase at the harbour kiosk is required before boarding.", FERRY, True),
    w.faith("en-cl-005", "para.capital", "What is the capital of Wales?", "Wales's capital is Cardiff.", STADIUM, True),
    w.faith("en-cl-006", "para.pronoun", "When did Claire Dunn start Otter Bend Kayaks?", "She started it in 2011, and she still runs it today.", KAYAK, True),
    w.faith("en-cl-007", "para.relative", "Who opened Dog-Ear Books?", "Martha Quinn opened Dog-Ear Books, which is on Harbour Street, in 1994.", BOOKSHOP, True),
    w.faith("en-cl-008", "para.part", "What kind of telescope does Hillcrest have?", "Hillcrest's main telescope is a 60 cm reflector.", OBSERVATORY, True),
    w.faith("en-cl-009", "para.combine", "When does The Paper Dragon open, and how long is it?", "The Paper Dragon premieres on 7 March 2025 and lasts 55 minutes with no interval.", THEATRE, True),
    w.faith("en-cl-010", "fmt.number", "How many instructors work at Greenway?", "Greenway Driving School has twelve instructors.", DRIVING, True),
    w.faith("en-cl-011", "fmt.thousands", "What's the capacity of Riverside Arena?", "Riverside Arena holds 32500 spectators.", STADIUM, True),
    w.faith("en-cl-012", "fmt.scale", "How much flour does each student use in the baking class?", "Each student works with 1,500 grams of flour.", BAKERY, True),
    w.faith("en-cl-013", "fmt.date", "When was the 60 cm reflector installed?", "It was installed on 2016-10-14.", OBSERVATORY, True),
    w.faith("en-cl-014", "fmt.time", "What time is the last boat back from Beacon Island?", "The last boat leaves the island at 18:15.", FERRY, True),
    w.faith("en-cl-015", "fmt.unit", "How far do you paddle on the standard trip?", "The standard trip covers 14 kilometres downstream to Ferry Meadow.", KAYAK, True),
    w.faith("en-cl-016", "fmt.abbrev", "Which club plays at Riverside Arena?", "Riverside Arena is the home ground of Cardiff Rovers Football Club.", STADIUM, True),
    w.faith("en-cl-017", "fmt.currency", "How much is a dorm bed?", "A dorm bed is 28 pounds a night, with breakfast included.", HOSTEL, True),
    w.faith("en-cl-018", "fmt.range", "How large can a school group be for a morning performance?", "A school group booking a morning performance can have a maximum of 30 pupils.", THEATRE, True),
    w.faith("en-cl-019", "fmt.period", "How long is a repair guaranteed?", "Every repair comes with a 24-month warranty.", GUITAR, True),
    w.faith("en-cl-020", "fmt.share", "Are the books at Dog-Ear Books cheap?", "50% of the books at Dog-Ear Books cost less than £3.", BOOKSHOP, True),
    w.faith("en-cl-021", "para.except", "Can I rent a kayak on a Tuesday?", "No, Otter Bend Kayaks doesn't rent out kayaks on Tuesdays.", KAYAK, True),
    w.faith("en-cl-022", "wrap.opener", "How long does the stadium tour take?", "Great question! The guided tour lasts 75 minutes.", STADIUM, True),
    w.faith("en-cl-023", "wrap.closer", "How long is the crossing to Beacon Island?", "The crossing takes 35 minutes. I hope this helps!", FERRY, True),
    w.faith("en-cl-024", "wrap.attribution", "What time do I have to check out?", "According to the hostel's information, guests must leave their rooms by 10 a.m. on the day they depart.", HOSTEL, True),
    w.faith("en-cl-025", "wrap.hedge", "How long is a standard driving lesson?", "I believe a standard lesson at Greenway lasts 90 minutes.", DRIVING, True),
    w.faith("en-cl-026", "wrap.question", "How much is a children's ticket at the Little Lantern?", "A children's ticket costs £9. Would you like to know the adult price as well?", THEATRE, True),
    w.faith("en-cl-027", "value.number", "How many beds does the hostel have?", "Harbourside Youth Hostel has 46 beds in 14 rooms.", HOSTEL, False),
    w.faith("en-cl-028", "value.date", "When does The Paper Dragon premiere?", "The Paper Dragon premieres on 17 March 2025.", THEATRE, False),
    w.faith("en-cl-029", "value.time", "What time do the Friday viewing nights begin?", "The viewing nights begin at 8 p.m. every Friday.", OBSERVATORY, False),
    w.faith("en-cl-030", "value.unit", "How high up is the observatory?", "Hillcrest Public Observatory stands 1,250 feet above sea level.", OBSERVATORY, False),
    w.faith("en-cl-031", "value.currency", "What does a restring cost?", "A restring costs £35, strings included.", GUITAR, False),
    w.faith("en-cl-032", "role.swap", "Who founded Greenway Driving School?", "Tom Marsh founded Greenway Driving School in 2009.", DRIVING, False),
    w.faith("en-cl-033", "negation", "Can my dog come on the ferry?", "No, dogs are not allowed on board the Gull.", FERRY, False),
    w.faith("en-cl-034", "antonym", "Is there parking for tour visitors?", "Yes, but parking for tour visitors is charged.", STADIUM, False),
    w.faith("en-cl-035", "modality", "Do I have to wear a life jacket?", "No, wearing a life jacket is optional.", KAYAK, False),
    w.faith("en-cl-036", "quantifier", "Are the first editions signed?", "Yes, all of the first editions at Dog-Ear Books are signed by their authors.", BOOKSHOP, False),
    w.faith("en-cl-037", "value.except", "Can I buy bread at Crumb & Co. on a Wednesday?", "Yes, the shop is open on Wednesdays from 7 a.m. to 5 p.m.", BAKERY, False),
    w.faith("en-cl-038", "direction", "Which children have to paddle with an adult?", "Children over 14 must share a double kayak with an adult.", KAYAK, False),
    w.faith("en-cl-039", "added.fact", "How much is a return ticket to Beacon Island?", "A return ticket costs £14 for adults and £7 for children, and children under 3 travel free.", FERRY, False),
    w.faith("en-cl-040", "added.entity", "Who works at Fretwork Guitar Repairs?", "The luthier Dan Okafor works there with his assistant Mia Reyes and his apprentice Leo Park.", GUITAR, False),
    w.faith("en-cl-041", "mixed", "What does the stadium tour include?", "The tour visits the dressing rooms and the players' tunnel, and it finishes with a walk on the pitch.", STADIUM, False),
]
REFUSAL = [
    w.refusal("en-cl-042", "refusal.plain", "Does Harbourside Youth Hostel have lockers?", "I'm sorry, I don't have that information.", HOSTEL, True),
    w.refusal("en-cl-043", "refusal.context", "Does Dog-Ear Books ship orders abroad?", "The provided documents don't say whether Dog-Ear Books ships abroad.", BOOKSHOP, True),
    w.refusal("en-cl-044", "refusal.short", "Is there a café on Beacon Island?", "No idea.", FERRY, True),
    w.refusal("en-cl-045", "refusal.long", "Can I bring my own telescope to a viewing night?", "Thank you for your question. Unfortunately, the information I have about Hillcrest Public Observatory doesn't say whether visitors may bring their own telescopes. It covers the viewing times, the ticket prices and the main telescope, but nothing about personal equipment. I'd suggest contacting the observatory directly before your visit.", OBSERVATORY, True),
    w.refusal("en-cl-046", "refusal.hedged", "How much does a single kayak cost?", "I'm not entirely sure, but I think a single kayak costs £20 for two hours.", KAYAK, False),
    w.refusal("en-cl-047", "refusal.partial", "How much are tickets, and is there a family discount?", "Tickets are £9 for children and £13 for adults. The information doesn't mention a family discount, though.", THEATRE, False),
]
CORRECTNESS = [
    w.correct("en-cl-048", "correct.wordy", "How much does the Saturday baking class cost?", "The Saturday baking class at Crumb & Co. costs £55, and it lasts three hours.", "£55.", True),
    w.correct("en-cl-049", "correct.short", "Who runs Greenway Driving School today?", "Tom Marsh.", "Tom Marsh has run the school since 2021, when he took it over from his mother, Helen Marsh.", True),
    w.correct("en-cl-050", "correct.format", "When does the first stadium tour of the day start?", "At 10:00.", "At 10 a.m.", True),
    w.correct("en-cl-051", "wrong.value", "In which year did Dan Okafor open his repair shop?", "He opened it in 2018.", "In 2015.", False),
    w.correct("en-cl-052", "wrong.echo", "What time does check-in open at the hostel?", "Check-in at the hostel opens at check-in time.", "At 3 p.m.", False),
    w.correct("en-cl-053", "wrong.role", "Who opened Dog-Ear Books?", "Sam Ortiz opened Dog-Ear Books.", "Martha Quinn, in 1994.", False),
]
RELEVANCY = [
    w.relevant("en-cl-054", "relevant.direct", "How often does the ferry run?", "Four sailings a day, between April and October.", FERRY, True),
    w.relevant("en-cl-055", "relevant.yesno", "Can my 10-year-old take a single kayak alone?", "No, children under 14 have to share a double kayak with an adult.", KAYAK, True),
    w.relevant("en-cl-056", "offtopic.true", "How much is an adult ticket at the observatory?", "The main telescope is a 60 cm reflector.", OBSERVATORY, False),
    w.relevant("en-cl-057", "offtopic.other", "How long does The Paper Dragon last?", "The Paper Dragon premieres on 7 March 2025.", THEATRE, False),
]
DIAGNOSIS = [
    w.diag("en-cl-058", "diag.pass", "On which day are there no driving lessons at Greenway?", "There are no lessons on Sundays.", {"driving": DRIVING, "bakery": BAKERY}, ("driving",), "pass"),
    w.diag("en-cl-059", "diag.offtopic", "How much is an adult ticket for the stadium tour?", "Riverside Arena holds 32,500 spectators.", {"stadium": STADIUM, "ferry": FERRY}, ("stadium",), "fix_generation"),
    w.diag("en-cl-060", "diag.unfaithful", "How much does a full setup cost at Fretwork?", "A full setup costs £90.", {"guitar": GUITAR, "hostel": HOSTEL}, ("guitar",), "fix_generation"),
    w.diag("en-cl-061", "diag.refused", "How long is the standard kayak trip?", "I'm sorry, I couldn't find that information.", {"kayak": KAYAK, "bookshop": BOOKSHOP}, ("kayak",), "fix_generation"),
    w.diag("en-cl-062", "diag.missed", "How much flour does each student get in the Saturday baking class?", "I couldn't find anything about baking classes in the documents.", {"theatre": THEATRE, "observatory": OBSERVATORY}, ("bakery",), "fix_retrieval"),
    w.diag("en-cl-063", "diag.correct_refusal", "Does the youth hostel rent out bikes?", "I'm sorry, the documents don't mention bike rental at the hostel.", {"hostel": HOSTEL, "kayak": KAYAK}, (), "correct_refusal"),
    w.diag("en-cl-064", "diag.should_refuse", "Is there a gift shop at the observatory?", "Yes, the observatory has a gift shop by the entrance that sells star maps.", {"observatory": OBSERVATORY, "stadium": STADIUM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
