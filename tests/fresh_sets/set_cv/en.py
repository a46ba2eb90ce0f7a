"""Fresh set cv, English: bike sharing, art supplies, fencing, a haunted house, a wedding photographer, a canteen, a ceramics museum, a car park, a surf school and a festival campsite."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BIKES = (
    "CityCycle operates 1,450 bikes from 120 docking stations across Riverton. "
    "An annual membership costs $90, and a day pass costs $3.50. "
    "For members, the first 45 minutes of every ride are free, and each extra half hour costs $1.25. "
    "Riders must be at least 16 years old; helmets are recommended but not required. "
    "The docking stations are open every day except 14 April 2024, the day of the city marathon. "
    "The scheme belongs to the city council and is maintained by Spoke & Chain Ltd."
)
ART = (
    "Ochre & Umber, an art supply shop on Mill Lane, was founded in 2011 by the sisters Nora and Tess Alcott. "
    "It opens from 10 a.m. to 6 p.m. every day except Monday. "
    "A 500 ml tub of gesso costs $14, and a set of 24 watercolour pans costs $38. "
    "Students with a valid card get 15% off all paints. "
    "Orders over $60 are delivered free within 10 kilometres of the shop. "
    "Nora teaches the Thursday evening sketching class, which is limited to 12 people."
)
FENCING = (
    "The Riverside Fencing Club was founded in 1987 and has 140 members. "
    "Its beginners' course runs for eight weeks and costs $160, including the loan of a mask, jacket and foil. "
    "Training takes place on Tuesdays and Thursdays from 7 p.m. to 9 p.m. "
    "Fencers under 18 need a parent's written consent, and everyone must wear a mask on the piste. "
    "Head coach Marta Kowalski trained Ben Ortiz, who won the 2022 national junior épée title. "
    "Only members with a club licence may enter regional competitions."
)
HAUNTED = (
    "Hollow Manor is a haunted house attraction open from 27 September to 2 November 2024. "
    "Tours leave every 15 minutes between 6 p.m. and 11 p.m., and each one lasts about 40 minutes. "
    "Tickets cost $28 at the door or $24 online. "
    "Visitors must be at least 13 years old, and children under 16 must be accompanied by an adult. "
    "Photography is forbidden everywhere except in the gift shop. "
    "The actors are directed by Greg Molloy, and the sets were built by nine carpenters."
)
PHOTO = (
    "Wedding photographer Amelia Hart is based in Portland and has covered more than 300 weddings since 2015. "
    "She also shoots destination weddings in Edinburgh, the capital of Scotland. "
    "Her full-day package costs $2,400 and includes eight hours of coverage and 500 edited photos. "
    "A deposit of 25% is required to reserve a date, and the rest is due two weeks before the wedding. "
    "Edited photos are delivered within 6 weeks, and Leo Brandt works as her second shooter on every full-day booking. "
    "Travel is free within 50 miles of Portland; beyond that it costs 45 cents per mile."
)
CANTEEN = (
    "The Hartley College student canteen serves lunch from 11:30 a.m. to 2 p.m., Monday to Friday. "
    "A hot meal costs $4.80 for students and $7.20 for staff. "
    "Head chef Rosa Mendez plans the menu, which always includes at least one vegan dish. "
    "The dining hall seats 450 people. "
    "Half of the 1,500 meals sold each day are paid for with the campus card. "
    "Students may bring their own food, but everyone must clear their tray after eating."
)
CERAMICS = (
    "The Delacroix Ceramics Museum holds 3,200 objects, from Chinese porcelain to modern stoneware. "
    "It is open Tuesday to Sunday from 9:30 a.m. to 5 p.m., and until 8 p.m. on Fridays. "
    "Adult admission costs $12, and visitors under 18 get in free. "
    "The building was designed by the architect Helen Okafor and opened on 3 March 1998. "
    "Its largest piece is a glazed urn weighing 180 kilograms. "
    "Flash photography is not allowed in the galleries."
)
PARKING = (
    "The Central Square multi-storey car park has 6 levels and 820 spaces. "
    "It is open 24 hours a day; parking costs $2.50 per hour, up to a maximum of $18 per day. "
    "Vehicles taller than 2.1 metres may not enter. "
    "There are 40 electric charging points, all on levels 1 and 2. "
    "A monthly pass costs $140 and must be renewed before the 1st of each month. "
    "The car park is owned by the city of Dunmore and operated by ParkRight Inc."
)
SURF = (
    "Saltwater Surf School gives lessons on Crescent Beach from April to October. "
    "A two-hour group lesson costs $55, including the board and wetsuit. "
    "There are at most 8 students per instructor. "
    "Students must be able to swim 50 metres. "
    "The school was founded by Dr. Kai Moreno, a former marine biologist. "
    "Lessons are cancelled when the waves are higher than 2 metres."
)
CAMPSITE = (
    "The Greenfield Festival campsite opens at 10 a.m. on Thursday 18 July 2024, one day before the first concert. "
    "A standard tent pitch costs $65 for the whole weekend, and a campervan pitch costs $150. "
    "Campfires are prohibited everywhere except in the marked fire pits. "
    "There are 200 toilets and 60 showers, and the showers are free to use. "
    "Quiet hours run from 2 a.m. to 8 a.m. "
    "The campsite is managed by Priya Nair, and security is provided by Shieldline."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cv-001", "para.reorder", "How big is the CityCycle network?", "Across Riverton, CityCycle operates 1,450 bikes from 120 docking stations.", BIKES, True),
    w.faith("en-cv-002", "para.passive", "Who started Ochre & Umber?", "The sisters Nora and Tess Alcott founded Ochre & Umber in 2011.", ART, True),
    w.faith("en-cv-003", "para.synonym", "When can I train at the fencing club?", "Practice sessions are held every Tuesday and Thursday, 7 to 9 p.m.", FENCING, True),
    w.faith("en-cv-004", "para.nominal", "How long does a tour of Hollow Manor take?", "Each tour has a duration of about 40 minutes.", HAUNTED, True),
    w.faith("en-cv-005", "para.capital", "Where does Amelia Hart shoot destination weddings?", "She shoots destination weddings in Edinburgh, which is Scotland's capital.", PHOTO, True),
    w.faith("en-cv-006", "para.pronoun", "Who plans the menu at the Hartley College canteen?", "Rosa Mendez does. She is the head chef.", CANTEEN, True),
    w.faith("en-cv-007", "para.relative", "Who designed the Delacroix Ceramics Museum?", "The museum, which opened on 3 March 1998, was designed by the architect Helen Okafor.", CERAMICS, True),
    w.faith("en-cv-008", "para.part", "How many levels does the Central Square car park have?", "The car park has 6 levels.", PARKING, True),
    w.faith("en-cv-009", "para.combine", "Tell me about Saltwater Surf School.", "The school was founded by Kai Moreno, a former marine biologist, and it gives lessons on Crescent Beach from April to October.", SURF, True),
    w.faith("en-cv-010", "fmt.number", "How many showers are there at the campsite?", "There are sixty showers, and they are free to use.", CAMPSITE, True),
    w.faith("en-cv-011", "fmt.thousands", "How many bikes does CityCycle have?", "CityCycle has 1450 bikes.", BIKES, True),
    w.faith("en-cv-012", "fmt.scale", "How much is the gesso at Ochre & Umber?", "A 0.5-litre tub of gesso costs $14.", ART, True),
    w.faith("en-cv-013", "fmt.date", "Until when is Hollow Manor open this season?", "The attraction is open until Nov. 2, 2024.", HAUNTED, True),
    w.faith("en-cv-014", "fmt.time", "What are the canteen's lunch hours?", "Lunch is served from 11:30 to 14:00, Monday through Friday.", CANTEEN, True),
    w.faith("en-cv-015", "fmt.unit", "Is there a height limit at the car park?", "Yes: vehicles taller than 2.1 m may not enter.", PARKING, True),
    w.faith("en-cv-016", "fmt.abbrev", "Who founded Saltwater Surf School?", "It was founded by Doctor Kai Moreno, a former marine biologist.", SURF, True),
    w.faith("en-cv-017", "fmt.currency", "What does a standard tent pitch cost?", "A standard tent pitch is 65 dollars for the whole weekend.", CAMPSITE, True),
    w.faith("en-cv-018", "fmt.range", "How big are the surf groups?", "Each instructor takes a maximum of 8 students.", SURF, True),
    w.faith("en-cv-019", "fmt.period", "When do I have to pay the rest of Amelia's fee?", "The balance is due 14 days before the wedding.", PHOTO, True),
    w.faith("en-cv-020", "fmt.share", "How many canteen meals are paid for with the campus card?", "50% of the 1,500 meals sold each day are paid for with the campus card.", CANTEEN, True),
    w.faith("en-cv-021", "para.except", "Can I visit Ochre & Umber on a Monday?", "No, the shop is closed on Mondays.", ART, True),
    w.faith("en-cv-022", "wrap.opener", "What does the beginners' fencing course involve?", "Great question! The beginners' course runs for eight weeks and costs $160, and the loan of a mask, jacket and foil is included.", FENCING, True),
    w.faith("en-cv-023", "wrap.closer", "How much does the ceramics museum cost to enter?", "Adult admission is $12, and visitors under 18 get in free. I hope this helps!", CERAMICS, True),
    w.faith("en-cv-024", "wrap.attribution", "How much are Hollow Manor tickets?", "According to the attraction's information, tickets cost $24 online and $28 at the door.", HAUNTED, True),
    w.faith("en-cv-025", "wrap.hedge", "Can I charge my electric car at Central Square?", "I believe there are 40 electric charging points, all of them on levels 1 and 2.", PARKING, True),
    w.faith("en-cv-026", "wrap.question", "Is there a minimum age for CityCycle?", "Yes, riders must be at least 16 years old. Would you like the membership prices as well?", BIKES, True),
    w.faith("en-cv-027", "value.number", "How many people fit in the dining hall?", "The dining hall seats 540 people.", CANTEEN, False),
    w.faith("en-cv-028", "value.date", "When did the ceramics museum open?", "The Delacroix Ceramics Museum opened on 3 May 1998.", CERAMICS, False),
    w.faith("en-cv-029", "value.time", "When does the festival campsite open?", "The campsite opens at 10 p.m. on Thursday 18 July 2024.", CAMPSITE, False),
    w.faith("en-cv-030", "value.unit", "When are surf lessons cancelled?", "Lessons are cancelled when the waves are higher than 2 feet.", SURF, False),
    w.faith("en-cv-031", "value.currency", "How much is a monthly parking pass?", "A monthly pass at Central Square costs $160.", PARKING, False),
    w.faith("en-cv-032", "role.swap", "Who coached the 2022 national junior épée champion?", "Ben Ortiz trained Marta Kowalski, who won the 2022 national junior épée title.", FENCING, False),
    w.faith("en-cv-033", "negation", "Can my 14-year-old go to Hollow Manor alone?", "Visitors must be at least 13, and children under 16 do not need to be accompanied by an adult.", HAUNTED, False),
    w.faith("en-cv-034", "antonym", "Are there showers on the campsite?", "There are 60 showers, but you have to pay to use them.", CAMPSITE, False),
    w.faith("en-cv-035", "modality", "Do I need a helmet to ride a CityCycle bike?", "Yes, every rider must wear a helmet.", BIKES, False),
    w.faith("en-cv-036", "quantifier", "Who can enter regional fencing competitions?", "All club members may enter regional competitions.", FENCING, False),
    w.faith("en-cv-037", "value.except", "Can I take photos in the Hollow Manor gift shop?", "No, photography is not allowed in the gift shop.", HAUNTED, False),
    w.faith("en-cv-038", "direction", "When does the festival campsite open?", "It opens at 10 a.m. on Thursday 18 July 2024, one day after the first concert.", CAMPSITE, False),
    w.faith("en-cv-039", "added.fact", "What is in Amelia Hart's full-day package?", "The full-day package costs $2,400 and includes eight hours of coverage, 500 edited photos and a printed album.", PHOTO, False),
    w.faith("en-cv-040", "added.entity", "Who plans the canteen menu?", "Head chef Rosa Mendez plans the menu together with the nutritionist Tom Rees.", CANTEEN, False),
    w.faith("en-cv-041", "mixed", "When does Saltwater Surf School teach?", "Lessons run on Crescent Beach from April to October, and in winter they move to an indoor wave pool.", SURF, False),
]
REFUSAL = [
    w.refusal("en-cv-042", "refusal.plain", "Can I take a CityCycle bike on the train?", "I'm sorry, I don't have that information.", BIKES, True),
    w.refusal("en-cv-043", "refusal.context", "Does Ochre & Umber sell easels?", "The documents I was given don't say whether the shop sells easels.", ART, True),
    w.refusal("en-cv-044", "refusal.short", "Does the fencing club have showers?", "No idea, sorry.", FENCING, True),
    w.refusal("en-cv-045", "refusal.long", "Is there a café in the ceramics museum?", "Thanks for asking! Unfortunately, the information I have about the Delacroix Ceramics Museum covers its collection, opening hours, admission prices and history, but it says nothing about a café. So I can't tell you whether there is one. The museum's front desk should be able to help you with that.", CERAMICS, True),
    w.refusal("en-cv-046", "refusal.hedged", "How long does a Hollow Manor tour take?", "I'm not entirely sure, but I think each tour lasts about 40 minutes.", HAUNTED, False),
    w.refusal("en-cv-047", "refusal.partial", "What does parking cost, and is there a discount for disabled drivers?", "Parking is $2.50 an hour, capped at $18 a day. The information doesn't mention any discount for disabled drivers, though.", PARKING, False),
]
CORRECTNESS = [
    w.correct("en-cv-048", "correct.wordy", "How much does a group surf lesson cost?", "A two-hour group lesson at Saltwater Surf School costs $55, and that price already includes the board and the wetsuit.", "$55.", True),
    w.correct("en-cv-049", "correct.short", "Who manages the festival campsite?", "Priya Nair.", "The campsite is managed by Priya Nair, while security is provided by Shieldline.", True),
    w.correct("en-cv-050", "correct.format", "How soon are the edited wedding photos delivered?", "Within six weeks.", "Within 6 weeks.", True),
    w.correct("en-cv-051", "wrong.value", "How much does a hot meal cost for staff?", "Staff pay $4.80 for a hot meal.", "$7.20.", False),
    w.correct("en-cv-052", "wrong.echo", "How old do you have to be to ride a CityCycle bike?", "You have to be old enough to ride a CityCycle bike.", "At least 16 years old.", False),
    w.correct("en-cv-053", "wrong.role", "Who won the 2022 national junior épée title?", "Marta Kowalski won it.", "Ben Ortiz, who was trained by Marta Kowalski.", False),
]
RELEVANCY = [
    w.relevant("en-cv-054", "relevant.direct", "What's the minimum age to get into Hollow Manor?", "You have to be 13 or older.", HAUNTED, True),
    w.relevant("en-cv-055", "relevant.yesno", "Can I drive in with a van that is 2.5 metres high?", "No, nothing taller than 2.1 metres is allowed in.", PARKING, True),
    w.relevant("en-cv-056", "offtopic.true", "How much is adult admission at the ceramics museum?", "The building was designed by the architect Helen Okafor.", CERAMICS, False),
    w.relevant("en-cv-057", "offtopic.other", "When is Ochre & Umber open?", "A set of 24 watercolour pans costs $38 there.", ART, False),
]
DIAGNOSIS = [
    w.diag("en-cv-058", "diag.pass", "Are campfires allowed at the festival campsite?", "Only in the marked fire pits; everywhere else they are prohibited.", {"campsite": CAMPSITE, "surf": SURF}, ("campsite",), "pass"),
    w.diag("en-cv-059", "diag.offtopic", "How much is an annual CityCycle membership?", "The bikes are maintained by Spoke & Chain Ltd.", {"bikes": BIKES, "parking": PARKING}, ("bikes",), "fix_generation"),
    w.diag("en-cv-060", "diag.unfaithful", "How much is Amelia Hart's full-day package?", "Her full-day package costs $1,400.", {"photo": PHOTO, "canteen": CANTEEN}, ("photo",), "fix_generation"),
    w.diag("en-cv-061", "diag.refused", "When is lunch served in the Hartley College canteen?", "I'm sorry, I don't have that information.", {"canteen": CANTEEN, "ceramics": CERAMICS}, ("canteen",), "fix_generation"),
    w.diag("en-cv-062", "diag.missed", "Do I need to be able to swim to take a surf lesson?", "I couldn't find anything about swimming requirements.", {"haunted": HAUNTED, "art": ART}, ("surf",), "fix_retrieval"),
    w.diag("en-cv-063", "diag.correct_refusal", "Does the Riverside Fencing Club offer sabre classes?", "The documents don't say whether the club offers sabre classes.", {"fencing": FENCING, "ceramics": CERAMICS}, (), "correct_refusal"),
    w.diag("en-cv-064", "diag.should_refuse", "Is there a parking lot at Hollow Manor?", "Yes, Hollow Manor has a free parking lot with 200 spaces.", {"haunted": HAUNTED, "surf": SURF}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
