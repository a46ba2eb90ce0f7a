"""English cases of set BE: a youth hostel, a furniture restoration workshop, a tram museum, a
driving school, a cat café, a vineyard tour, a library makerspace and a climbing hall's kids club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOSTEL = "The Larkspur Youth Hostel has 64 beds spread across 11 dormitories and 3 private rooms. Check-in opens at 15:00 and the reception desk closes at 23:00. A bed in a dormitory costs €28 per night, breakfast included, and guests under 18 must be accompanied by an adult."
WORKSHOP = "Hartwell Restoration offers a six-week evening course in furniture repair, starting on 9 September 2025. Classes run every Tuesday from 18:30 to 21:00 and are taught by master joiner Ines Calloway. The fee is £340, which covers all tools and materials except veneers, and the course is limited to 8 participants."
TRAM = "The Eastbrook Tram Museum is open every day except Monday, from 10:00 to 17:00. Its collection includes 23 restored tramcars, the oldest of which was built in 1894. Adult tickets cost $12, children under 6 enter free, and a heritage tram runs on the 1.5-kilometre track outside the museum every Sunday afternoon."
DRIVING = "At Brightlane Driving School, a single 60-minute lesson costs €55, and a block of 10 lessons costs €500. Instructor Daniel Osei teaches manual cars, while instructor Priya Raman teaches automatic cars only. Lessons can be cancelled free of charge up to 24 hours in advance; later cancellations are charged in full."
CATCAFE = "Whisker & Bean, a cat café on Mill Street, is home to 14 rescue cats. Visitors pay a £7 cover charge for a 45-minute session, and children must be at least 8 years old to enter. Half of the cover charge goes to the Mill Street Animal Shelter, which has rehomed 1,250 cats since 2012."
VINEYARD = "Tours of the Ashgrove Vineyard run from May to October, twice a day at 11:00 and 15:00. Each tour lasts about 90 minutes, covers 4 hectares of vines and ends with a tasting of five wines. Tickets cost $35 per person, and the vineyard produced 120,000 bottles last year."
MAKERSPACE = "The makerspace on the second floor of Fenwick Public Library has two 3D printers, a laser cutter and a sewing station. Library card holders can book the 3D printers for up to 3 hours per week at no cost. The laser cutter may only be used after completing a 2-hour safety induction, held on the first Saturday of each month."
CLIMB = "The Summit Hall kids' club meets on Wednesdays and Fridays from 16:00 to 17:30 for climbers aged 6 to 12. Coach Marta Lindqvist leads the Wednesday group and coach Tom Baptiste leads the Friday group. A term of 12 sessions costs £96, and climbing shoes can be borrowed for free."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-be-001", "para.reorder", "How many beds does the Larkspur Youth Hostel have?", "Spread across 11 dormitories and 3 private rooms, the hostel has 64 beds in total.", HOSTEL, True),
    w.faith("en-be-002", "para.reorder", "What does the furniture course fee cover?", "Except for veneers, all tools and materials are covered by the £340 fee.", WORKSHOP, True),
    w.faith("en-be-003", "para.passive", "Who teaches the furniture repair classes?", "Master joiner Ines Calloway teaches the classes.", WORKSHOP, True),
    w.faith("en-be-004", "para.passive", "Do guests under 18 need someone with them at the hostel?", "Yes, an adult must accompany any guest under 18.", HOSTEL, True),
    w.faith("en-be-005", "para.synonym", "Can I cancel a driving lesson without paying?", "Yes, you can call off a lesson at no charge as long as you do it at least 24 hours ahead.", DRIVING, True),
    w.faith("en-be-006", "para.synonym", "What is the minimum age for children at Whisker & Bean?", "Kids have to be 8 or older to go in.", CATCAFE, True),
    w.faith("en-be-007", "para.nominal", "How many people can take the furniture repair course?", "Participation in the course is limited to 8 people.", WORKSHOP, True),
    w.faith("en-be-008", "para.nominal", "What do I need to do before using the laser cutter?", "Completion of a 2-hour safety induction is required before you can use the laser cutter.", MAKERSPACE, True),
    w.faith("en-be-009", "para.capital", "How many cats live at Whisker & Bean?", "WHISKER & BEAN IS HOME TO 14 RESCUE CATS.", CATCAFE, True),
    w.faith("en-be-010", "para.capital", "How much is a single driving lesson?", "brightlane driving school charges €55 for a single 60-minute lesson.", DRIVING, True),
    w.faith("en-be-011", "para.pronoun", "Who leads the Friday group at the kids' club?", "It is led by coach Tom Baptiste.", CLIMB, True),
    w.faith("en-be-012", "para.pronoun", "What happens at the end of a vineyard tour?", "It ends with a tasting of five wines.", VINEYARD, True),
    w.faith("en-be-013", "para.relative", "When can I do the laser cutter safety induction?", "You need a 2-hour safety induction, which is held on the first Saturday of each month.", MAKERSPACE, True),
    w.faith("en-be-014", "para.relative", "Where does the cover charge money go?", "Half of it goes to the Mill Street Animal Shelter, which has rehomed 1,250 cats since 2012.", CATCAFE, True),
    w.faith("en-be-015", "para.part", "When does check-in open at the hostel?", "Check-in opens at 15:00.", HOSTEL, True),
    w.faith("en-be-016", "para.part", "Which floor is the makerspace on?", "It's on the second floor of Fenwick Public Library.", MAKERSPACE, True),
    w.faith("en-be-017", "para.combine", "Who teaches which kind of car at Brightlane?", "Daniel Osei teaches manual cars and Priya Raman teaches only automatics.", DRIVING, True),
    w.faith("en-be-018", "para.combine", "When does the kids' club meet, and who runs it?", "It meets on Wednesdays with coach Marta Lindqvist and on Fridays with coach Tom Baptiste, from 16:00 to 17:30 on both days.", CLIMB, True),
    w.faith("en-be-019", "fmt.number", "How many sessions are in a term at the kids' club?", "A term has twelve sessions and costs £96.", CLIMB, True),
    w.faith("en-be-020", "fmt.number", "How many private rooms does the hostel have?", "The hostel has three private rooms.", HOSTEL, True),
    w.faith("en-be-021", "fmt.thousands", "How many cats has the Mill Street Animal Shelter rehomed?", "The shelter has rehomed 1250 cats since 2012.", CATCAFE, True),
    w.faith("en-be-022", "fmt.scale", "How many bottles did Ashgrove Vineyard produce last year?", "It produced 120 thousand bottles last year.", VINEYARD, True),
    w.faith("en-be-023", "fmt.date", "When does the furniture repair course start?", "It starts on September 9, 2025.", WORKSHOP, True),
    w.faith("en-be-024", "fmt.time", "What time are the furniture repair classes?", "Classes are every Tuesday from 6:30 pm to 9 pm.", WORKSHOP, True),
    w.faith("en-be-025", "fmt.time", "When does the hostel reception close?", "The reception desk closes at 11 pm.", HOSTEL, True),
    w.faith("en-be-026", "fmt.unit", "How long is the heritage tram track?", "The track outside the museum is 1,500 metres long.", TRAM, True),
    w.faith("en-be-027", "fmt.abbrev", "How much land does the vineyard tour cover?", "The tour covers 4 ha of vines.", VINEYARD, True),
    w.faith("en-be-028", "fmt.abbrev", "Which days does the kids' club meet?", "The club meets Wed and Fri, 16:00 to 17:30.", CLIMB, True),
    w.faith("en-be-029", "fmt.currency", "How much does a block of ten driving lessons cost?", "A 10-lesson block costs 500 euros.", DRIVING, True),
    w.faith("en-be-030", "fmt.currency", "How much is a term at the kids' club?", "A 12-session term costs 96 pounds.", CLIMB, True),
    w.faith("en-be-031", "fmt.range", "What ages is the kids' club for?", "Children aged 6–12 can join.", CLIMB, True),
    w.faith("en-be-032", "fmt.range", "In which months can I tour Ashgrove Vineyard?", "Tours run May–October.", VINEYARD, True),
    w.faith("en-be-033", "fmt.period", "How long is a single driving lesson?", "A single lesson lasts one hour and costs €55.", DRIVING, True),
    w.faith("en-be-034", "fmt.period", "How long does a vineyard tour take?", "A tour takes about an hour and a half.", VINEYARD, True),
    w.faith("en-be-035", "fmt.share", "How much of the cover charge goes to the shelter?", "50% of the cover charge goes to the Mill Street Animal Shelter.", CATCAFE, True),
    w.faith("en-be-036", "para.except", "Which days is the tram museum open?", "It's open Tuesday through Sunday, from 10:00 to 17:00.", TRAM, True),
    w.faith("en-be-037", "wrap.opener", "What time are the vineyard tours?", "Good question! Tours run twice a day, at 11:00 and 15:00.", VINEYARD, True),
    w.faith("en-be-038", "wrap.opener", "Who teaches automatic cars at Brightlane?", "Sure! Priya Raman is the instructor for automatic cars.", DRIVING, True),
    w.faith("en-be-039", "wrap.closer", "How much is a dormitory bed at the hostel?", "A dormitory bed costs €28 per night, with breakfast included. Let me know if you need anything else!", HOSTEL, True),
    w.faith("en-be-040", "wrap.closer", "When was the museum's oldest tramcar built?", "The oldest tramcar was built in 1894. Enjoy your visit!", TRAM, True),
    w.faith("en-be-041", "wrap.attribution", "Do library card holders pay to use the 3D printers?", "According to the library, card holders can book the 3D printers free of charge for up to 3 hours a week.", MAKERSPACE, True),
    w.faith("en-be-042", "wrap.attribution", "What is the fee for the furniture repair course?", "Hartwell Restoration states that the fee is £340.", WORKSHOP, True),
    w.faith("en-be-043", "wrap.hedge", "How old must children be to visit the cat café?", "I believe children need to be at least 8 years old to enter.", CATCAFE, True),
    w.faith("en-be-044", "wrap.hedge", "Is there a heritage tram ride at the museum?", "As far as I can tell, a heritage tram runs on the track outside the museum every Sunday afternoon.", TRAM, True),
    w.faith("en-be-045", "wrap.question", "How much does a term at the kids' club cost?", "How much is a term? It's £96 for 12 sessions.", CLIMB, True),
    w.faith("en-be-046", "wrap.question", "How long can I book the 3D printers for?", "How long can you book them? Up to 3 hours per week, if you hold a library card.", MAKERSPACE, True),
    # single clear errors
    w.faith("en-be-047", "value.number", "How many beds does the Larkspur Youth Hostel have?", "The hostel has 46 beds across 11 dormitories and 3 private rooms.", HOSTEL, False),
    w.faith("en-be-048", "value.date", "When does the furniture repair course start?", "The course starts on 19 September 2025.", WORKSHOP, False),
    w.faith("en-be-049", "value.time", "What time are the vineyard tours?", "Tours run twice a day, at 11:00 and 17:00.", VINEYARD, False),
    w.faith("en-be-050", "value.currency", "How much is an adult ticket at the tram museum?", "An adult ticket costs $21.", TRAM, False),
    w.faith("en-be-051", "value.unit", "How long is the heritage tram track?", "The track outside the museum is 1.5 miles long.", TRAM, False),
    w.faith("en-be-052", "role.swap", "Who teaches automatic cars at Brightlane?", "Daniel Osei teaches automatic cars, while Priya Raman teaches manual cars.", DRIVING, False),
    w.faith("en-be-053", "negation", "Can climbing shoes be borrowed for free at Summit Hall?", "No, climbing shoes cannot be borrowed for free.", CLIMB, False),
    w.faith("en-be-054", "antonym", "When was the museum's oldest tramcar built?", "The newest tramcar in the collection was built in 1894.", TRAM, False),
    w.faith("en-be-055", "modality", "Do guests under 18 need an adult with them at the hostel?", "Guests under 18 may bring an adult if they wish, but it isn't required.", HOSTEL, False),
    w.faith("en-be-056", "quantifier", "How much of the cover charge goes to the shelter?", "All of the cover charge goes to the Mill Street Animal Shelter.", CATCAFE, False),
    w.faith("en-be-057", "value.except", "Which day is the tram museum closed?", "The museum is open every day except Tuesday.", TRAM, False),
    w.faith("en-be-058", "direction", "In which months do vineyard tours run?", "Tours of the Ashgrove Vineyard run from October to May.", VINEYARD, False),
    w.faith("en-be-059", "added.fact", "How much is a dormitory bed at the hostel?", "A dormitory bed costs €28 per night, including breakfast and free towels.", HOSTEL, False),
    w.faith("en-be-060", "added.entity", "Who leads the Wednesday group at the kids' club?", "Coach Marta Lindqvist leads the Wednesday group together with coach Anna Berg.", CLIMB, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-be-061", "refusal.plain", "Does the Larkspur Youth Hostel have parking?", "I don't know whether the hostel has parking.", HOSTEL, True),
    w.refusal("en-be-062", "refusal.context", "Is there a café inside the tram museum?", "The information provided doesn't mention a café at the Eastbrook Tram Museum, so I can't say.", TRAM, True),
    w.refusal("en-be-063", "refusal.partial", "How much is an adult ticket at the tram museum, and is there a family discount?", "An adult ticket costs $12; the text doesn't say anything about a family discount.", TRAM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-be-064", "correct.wordy", "What time does the reception desk at the Larkspur Youth Hostel close?", "At the Larkspur Youth Hostel, the reception desk stays open until 23:00, when it closes for the night.", "The reception desk closes at 23:00.", True),
    w.correct("en-be-065", "correct.wordy", "How many participants can join the furniture repair course at Hartwell Restoration?", "The evening course at Hartwell Restoration is kept small: no more than eight participants can join it.", "8 participants.", True),
    w.correct("en-be-066", "correct.format", "How much does a block of 10 lessons cost at Brightlane Driving School?", "500 euros.", "€500.", True),
    w.correct("en-be-067", "wrong.value", "How many rescue cats live at Whisker & Bean?", "Whisker & Bean is home to 41 rescue cats.", "14 rescue cats.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-be-068", "relevant.direct", "When does the makerspace hold its laser cutter induction?", "On the first Saturday of every month.", MAKERSPACE, True),
    w.relevant("en-be-069", "relevant.direct", "What's the price of visiting the cat café?", "Visitors pay £7 for a 45-minute session.", CATCAFE, True),
    w.relevant("en-be-070", "relevant.direct", "Who's in charge of teaching the restoration classes?", "Master joiner Ines Calloway.", WORKSHOP, True),
    w.relevant("en-be-071", "relevant.yesno", "Can kids borrow climbing shoes at Summit Hall?", "Yes, free of charge.", CLIMB, True),
    w.relevant("en-be-072", "offtopic.true", "What time do the vineyard tours start?", "The vineyard produced 120,000 bottles last year.", VINEYARD, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-be-073", "diag.pass", "How much does a dormitory bed cost at the Larkspur Youth Hostel?", "A dormitory bed costs €28 a night, breakfast included.", {"hostel-prices": HOSTEL, "tram-museum": TRAM}, ("hostel-prices",), "pass"),
    w.diag("en-be-074", "diag.missed", "Who teaches manual cars at Brightlane Driving School?", "I'm sorry, I couldn't find who teaches manual cars.", {"cat-cafe": CATCAFE, "kids-club": CLIMB}, ("driving-staff",), "fix_retrieval"),
    w.diag("en-be-075", "diag.correct_refusal", "Does Ashgrove Vineyard ship wine abroad?", "The available information doesn't say whether the vineyard ships wine abroad.", {"vineyard-tours": VINEYARD}, (), "correct_refusal"),
    w.diag("en-be-076", "diag.unfaithful", "When does the furniture repair course start?", "The course starts on 9 October 2025.", {"workshop-course": WORKSHOP}, ("workshop-course",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
