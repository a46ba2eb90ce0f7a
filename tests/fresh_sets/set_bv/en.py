"""Fresh set bv, English: Skyward Drift Balloons (hot-air balloon flights), Halden & Sons
(watch repair), CityCycle Norwich (bike share), Clayhouse Studio (pottery), the Tandem
Club (language exchange), Eastgate Cemetery office, Neon Mic (karaoke bar), Barlow Tax
Advice, Ashcombe Riding Stables and the Rye & Crumb baking school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BALLOON = (
    "Skyward Drift Balloons operates hot-air balloon flights from Hollow Meadow airfield near Ludlow. "
    "Morning flights take off at 6:15 a.m. from April to September, and passengers must arrive 45 minutes before take-off for the safety briefing. "
    "A standard flight lasts about one hour and costs £229 per person, while a private basket for two costs £1,150. "
    "Passengers must be at least 8 years old and at least 1.2 metres tall, and anyone weighing over 120 kg must tell the office when booking. "
    "Flights are cancelled if the wind speed at ground level exceeds 10 knots, and cancelled tickets can be rebooked free of charge within 24 months. "
    "Chief pilot Rowan Tait, who has flown balloons for 22 years, decides on the morning of each flight whether it goes ahead."
)

WATCH = (
    "Halden & Sons repairs mechanical and quartz watches at 14 Pell Street. "
    "The shop is open Tuesday to Saturday from 9:30 a.m. to 5:30 p.m. and is closed on Sundays and Mondays. "
    "A full service of a mechanical watch costs £185 and takes about three weeks, while a battery change for a quartz watch costs £12 and is done while you wait. "
    "Every repair carries a 12-month guarantee, except repairs to water-damaged watches, which are not guaranteed. "
    "Master watchmaker Irene Halden checks each movement, and her nephew Tom Halden handles straps and bracelets. "
    "Watches that are not collected within 6 months of the repair being finished may be sold to cover costs."
)

BIKE = (
    "The CityCycle bike-share scheme in Norwich has 1,400 bikes at 96 docking stations. "
    "An annual membership costs £90, and members ride free for the first 30 minutes of each trip; after that, each extra 30 minutes costs £1.50. "
    "Casual users pay £2 to unlock a bike plus 10p per minute of riding. "
    "Riders must be at least 16 years old, and bikes must be returned to a docking station rather than left on the street. "
    "The scheme is run by the city council together with the operator Pedalworks Ltd, which is responsible for all repairs. "
    "Bikes are available 24 hours a day, except that the stations in the market square are closed from midnight to 5 a.m."
)

POTTERY = (
    "Clayhouse Studio in Bristol offers a six-week wheel-throwing course on Wednesday evenings from 7 p.m. to 9:30 p.m. "
    "The course costs £210, which includes 10 kg of stoneware clay, glazes and two firings. "
    "Classes are limited to 8 students, and each student has a wheel of their own. "
    "The tutor, Maya Okafor, has taught ceramics for 15 years, and the studio technician, Dev Patel, loads the kiln. "
    "Finished pieces are ready for collection about 2 weeks after the last class. "
    "Members may use the open studio on Saturdays from 10 a.m. to 4 p.m., but glazing is only allowed under supervision."
)

LANGEX = (
    "The Tandem Club language exchange meets every Thursday at 7 p.m. in the back room of the Copper Kettle café on Mill Lane. "
    "Each evening is split into two halves of 40 minutes: the first half is in English and the second in another language chosen by the group. "
    "Entry costs £3, which includes one hot drink, and first visits are free. "
    "Organiser Lucia Romero welcomes newcomers at the door, while volunteer Ben Ashby runs the Spanish table. "
    "The club does not meet in August. "
    "Its sister club meets every Tuesday in Lisbon."
)

CEMETERY = (
    "The administration office of Eastgate Cemetery is at the main gate on Cedar Road. "
    "It is open Monday to Friday from 8 a.m. to 4 p.m., with a lunch break from 12:30 p.m. to 1:15 p.m. "
    "A grave plot lease runs for 25 years and costs £1,800, and it can be renewed once for another 15 years. "
    "Headstones must not be taller than 1.5 metres, and plastic flowers are not allowed on graves. "
    "The cemetery gates open at 7 a.m. and close at dusk, but no later than 8 p.m. "
    "Registrar Helen Briggs handles lease applications, and groundskeeper Paul Novak maintains the paths."
)

KARAOKE = (
    "Neon Mic is a karaoke bar on Gray Street with 12 private rooms. "
    "Small rooms for up to 6 people cost £25 per hour, and large rooms for up to 15 people cost £60 per hour. "
    "The bar is open from Wednesday to Sunday, 6 p.m. to 2 a.m. "
    "Guests must be 18 or older after 9 p.m.; before 9 p.m. under-18s are welcome if they come with an adult. "
    "On Fridays and Saturdays, rooms must be booked for at least 2 hours. "
    "Manager Sasha Lin keeps the song list of more than 40,000 songs up to date, and sound engineer Joel Marsh checks every microphone before opening."
)

TAX = (
    "Barlow Tax Advice helps individuals with their self-assessment tax returns. "
    "A standard return costs £250, and each additional source of rental income adds £75. "
    "Clients must send all their documents at least 3 weeks before the filing deadline of 31 January. "
    "The first 20-minute phone consultation is free. "
    "Senior adviser Priya Nair reviews every return before it is submitted, and assistant Carl Webb collects documents from clients. "
    "The office is closed from 24 December to 2 January."
)

RIDING = (
    "Ashcombe Riding Stables offers lessons for riders aged 6 and over. "
    "A group lesson lasts 45 minutes and costs £38, and a private lesson lasts 30 minutes and costs £45. "
    "Riders must wear a riding hat, which can be borrowed free of charge, and boots with a small heel. "
    "Riders heavier than 95 kg can only ride the two cob horses, Bramble and Duke. "
    "Instructor Kate Morrow teaches the beginners, and head groom Sam Ellis prepares the horses. "
    "Lessons run every day except Tuesday, when the horses rest."
)

BAKING = (
    "The Rye & Crumb baking school runs a one-day sourdough workshop on the first Saturday of each month. "
    "The workshop starts at 9 a.m. and ends at 3 p.m., and lunch is included. "
    "It costs £135 per person, and participants take home a starter culture and two loaves. "
    "Each group has a maximum of 10 participants. "
    "Head baker Oliver Grant leads the workshop, assisted by pastry chef Nina Sato. "
    "Bookings can be cancelled for a full refund up to 7 days before the workshop; after that, half the fee is refunded."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bv-001", "para.reorder", "What are the age and height requirements for balloon passengers?", "Passengers need to be at least 1.2 metres tall, and they also have to be at least 8 years old.", BALLOON, True),
    w.faith("en-bv-002", "para.passive", "Who decides whether a balloon flight goes ahead?", "Whether a flight goes ahead is decided on the morning of the flight by the chief pilot, Rowan Tait.", BALLOON, True),
    w.faith("en-bv-003", "para.synonym", "How long does a full service of a mechanical watch take?", "A complete service of a mechanical watch takes roughly three weeks.", WATCH, True),
    w.faith("en-bv-004", "para.nominal", "What do I have to do with the bike when I finish my trip?", "The return of the bike to a docking station is required; leaving it on the street is not allowed.", BIKE, True),
    w.faith("en-bv-005", "para.capital", "Does the Tandem Club have a sister club?", "Yes, its sister club meets every Tuesday in the Portuguese capital.", LANGEX, True),
    w.faith("en-bv-006", "para.pronoun", "Who is Maya Okafor?", "She is the tutor at Clayhouse Studio, and she has been teaching ceramics for 15 years.", POTTERY, True),
    w.faith("en-bv-007", "para.relative", "Who handles lease applications at the cemetery?", "Helen Briggs, who is the registrar, handles the lease applications.", CEMETERY, True),
    w.faith("en-bv-008", "para.part", "Is the clay included in the pottery course fee?", "Yes, the clay is included: the £210 fee covers 10 kg of stoneware clay.", POTTERY, True),
    w.faith("en-bv-009", "para.combine", "Who teaches the beginners and who gets the horses ready?", "Instructor Kate Morrow teaches the beginners, while head groom Sam Ellis prepares the horses.", RIDING, True),
    w.faith("en-bv-010", "fmt.number", "How many people can join one sourdough workshop group?", "A group can have ten participants at most.", BAKING, True),
    w.faith("en-bv-011", "fmt.thousands", "How many bikes does CityCycle have?", "CityCycle has 1400 bikes at its 96 docking stations.", BIKE, True),
    w.faith("en-bv-012", "fmt.scale", "How much clay do students get on the course?", "The course includes 10,000 grams of stoneware clay.", POTTERY, True),
    w.faith("en-bv-013", "fmt.date", "What is the filing deadline for self-assessment returns?", "The filing deadline is January 31.", TAX, True),
    w.faith("en-bv-014", "fmt.time", "What time do the morning balloon flights take off?", "Morning flights take off at 06:15.", BALLOON, True),
    w.faith("en-bv-015", "fmt.unit", "Is there anything I need to mention about my weight?", "If you weigh more than 120 kilograms, you must tell the office when you book.", BALLOON, True),
    w.faith("en-bv-016", "fmt.abbrev", "Who is responsible for repairing the bikes?", "All repairs are the responsibility of the operator, Pedalworks Limited.", BIKE, True),
    w.faith("en-bv-017", "fmt.currency", "How much is a battery change for a quartz watch?", "It costs twelve pounds, and it is done while you wait.", WATCH, True),
    w.faith("en-bv-018", "fmt.range", "How many people fit in a large karaoke room?", "A large room holds a maximum of 15 people.", KARAOKE, True),
    w.faith("en-bv-019", "fmt.period", "How long is the guarantee on a watch repair?", "Repairs come with a one-year guarantee, unless the watch was water-damaged.", WATCH, True),
    w.faith("en-bv-020", "fmt.share", "If I cancel my workshop booking three days before, how much do I get back?", "Three days before is after the 7-day cut-off, so 50% of the fee is refunded.", BAKING, True),
    w.faith("en-bv-021", "para.except", "On which days are riding lessons held?", "There are no lessons on Tuesdays, when the horses rest; on all the other days lessons run as usual.", RIDING, True),
    w.faith("en-bv-022", "wrap.opener", "When is the cemetery office open?", "Good question! The office is open Monday to Friday from 8 a.m. to 4 p.m., with a lunch break from 12:30 p.m. to 1:15 p.m.", CEMETERY, True),
    w.faith("en-bv-023", "wrap.closer", "How much does it cost to attend the Tandem Club?", "Entry is £3 including one hot drink, and your first visit is free. I hope this helps!", LANGEX, True),
    w.faith("en-bv-024", "wrap.attribution", "Is the first consultation free?", "According to the document, the first 20-minute phone consultation is free of charge.", TAX, True),
    w.faith("en-bv-025", "wrap.hedge", "What does a private riding lesson cost?", "I think a private lesson costs £45 and lasts 30 minutes.", RIDING, True),
    w.faith("en-bv-026", "wrap.question", "What time does the sourdough workshop start?", "The workshop starts at 9 a.m. and ends at 3 p.m., with lunch included. Would you like to know anything else about it?", BAKING, True),
    w.faith("en-bv-027", "value.number", "How many docking stations does CityCycle have?", "CityCycle has 69 docking stations across Norwich.", BIKE, False),
    w.faith("en-bv-028", "value.date", "When is the tax office closed over the holidays?", "The office is closed from 24 December to 6 January.", TAX, False),
    w.faith("en-bv-029", "value.time", "When do the wheel-throwing classes take place?", "The classes run on Wednesday evenings from 7 p.m. to 10:30 p.m.", POTTERY, False),
    w.faith("en-bv-030", "value.unit", "How tall can a headstone be?", "Headstones can be no taller than 1.5 feet.", CEMETERY, False),
    w.faith("en-bv-031", "value.currency", "How much does a grave plot lease cost?", "A 25-year grave plot lease costs €1,800.", CEMETERY, False),
    w.faith("en-bv-032", "role.swap", "Who does what at Halden & Sons?", "Tom Halden checks each movement, while Irene Halden handles the straps and bracelets.", WATCH, False),
    w.faith("en-bv-033", "negation", "Is there a minimum booking time on Fridays?", "No, on Fridays and Saturdays there is no minimum booking time for rooms.", KARAOKE, False),
    w.faith("en-bv-034", "antonym", "Where does the Tandem Club meet?", "It meets in the front room of the Copper Kettle café on Mill Lane, every Thursday at 7 p.m.", LANGEX, False),
    w.faith("en-bv-035", "modality", "Can members use the studio on Saturdays?", "Members are required to attend the open studio every Saturday from 10 a.m. to 4 p.m.", POTTERY, False),
    w.faith("en-bv-036", "quantifier", "Does the senior adviser check the returns?", "Priya Nair reviews only some of the returns before they are submitted.", TAX, False),
    w.faith("en-bv-037", "value.except", "Are repairs to water-damaged watches guaranteed?", "Yes, like every other repair, they carry a 12-month guarantee.", WATCH, False),
    w.faith("en-bv-038", "direction", "Which passengers need to tell the office their weight?", "Passengers weighing less than 120 kg must tell the office when booking.", BALLOON, False),
    w.faith("en-bv-039", "added.fact", "What do participants take home from the sourdough workshop?", "Participants take home a starter culture, two loaves and a printed recipe booklet.", BAKING, False),
    w.faith("en-bv-040", "added.entity", "Who teaches the beginners at Ashcombe?", "Beginners are taught by instructor Kate Morrow together with her colleague Anna Price.", RIDING, False),
    w.faith("en-bv-041", "mixed", "When does the Tandem Club meet, and does it take a summer break?", "It meets every Thursday at 7 p.m., and it takes a break in July.", LANGEX, False),
]

REFUSAL = [
    w.refusal("en-bv-042", "refusal.plain", "Is there parking at Hollow Meadow airfield?", "I'm sorry, but I can't answer that question.", BALLOON, True),
    w.refusal("en-bv-043", "refusal.context", "Does Halden & Sons repair grandfather clocks?", "The provided context doesn't say whether the shop repairs clocks, so I can't tell you.", WATCH, True),
    w.refusal("en-bv-044", "refusal.short", "Can we bring our own snacks into the karaoke rooms?", "I don't know.", KARAOKE, True),
    w.refusal("en-bv-045", "refusal.long", "Does Barlow Tax Advice prepare corporation tax returns for limited companies?", "Thank you for your question. Unfortunately, I'm not able to answer it. The information I have describes self-assessment returns for individuals, what they cost, when documents are due and when the office is closed, but it says nothing about corporation tax or work for limited companies. It would be best to contact the office directly about this.", TAX, True),
    w.refusal("en-bv-046", "refusal.hedged", "How long does a group riding lesson last?", "I'm not completely sure, but I believe a group lesson lasts 45 minutes.", RIDING, False),
    w.refusal("en-bv-047", "refusal.partial", "How much does the sourdough workshop cost, and is there parking nearby?", "The workshop costs £135 per person. The information doesn't mention parking, so I can't help with that part.", BAKING, False),
]

CORRECTNESS = [
    w.correct("en-bv-048", "correct.wordy", "How much do casual CityCycle users pay?", "For people without a membership, the price has two parts: there is an unlocking fee of £2 each time, and on top of that you pay 10p for every minute you ride.", "Casual users pay £2 to unlock a bike plus 10p per minute.", True),
    w.correct("en-bv-049", "correct.short", "How many students can join one wheel-throwing class?", "Eight.", "Classes are limited to 8 students.", True),
    w.correct("en-bv-050", "correct.format", "What time do the cemetery gates open?", "At 07:00.", "The gates open at 7 a.m.", True),
    w.correct("en-bv-051", "wrong.value", "How much does a large karaoke room cost per hour?", "A large room costs £45 per hour.", "A large room costs £60 per hour.", False),
    w.correct("en-bv-052", "wrong.echo", "In which language is the first half of the evening held?", "The first half of the evening is held in the language chosen by the group.", "The first half is held in English.", False),
    w.correct("en-bv-053", "wrong.role", "Who prepares the horses at Ashcombe?", "Instructor Kate Morrow prepares the horses.", "Head groom Sam Ellis prepares the horses.", False),
]

RELEVANCY = [
    w.relevant("en-bv-054", "relevant.direct", "What are the opening hours of Halden & Sons?", "The shop is open Tuesday to Saturday from 9:30 a.m. to 5:30 p.m., and it is closed on Sundays and Mondays.", WATCH, True),
    w.relevant("en-bv-055", "relevant.yesno", "If my balloon flight is cancelled because of wind, can I rebook for free?", "Yes, you can rebook free of charge within 24 months.", BALLOON, True),
    w.relevant("en-bv-056", "offtopic.true", "Who leads the sourdough workshop?", "The workshop costs £135 per person and includes lunch.", BAKING, False),
    w.relevant("en-bv-057", "offtopic.other", "Can I borrow a riding hat at the stables?", "A group lesson lasts 45 minutes and costs £38.", RIDING, False),
]

DIAGNOSIS = [
    w.diag("en-bv-058", "diag.pass", "How much is an annual CityCycle membership?", "An annual membership costs £90.", {"bike-share": BIKE, "karaoke-bar": KARAOKE}, ("bike-share",), "pass"),
    w.diag("en-bv-059", "diag.offtopic", "What are Neon Mic's opening hours?", "Neon Mic's song list has more than 40,000 songs.", {"karaoke-bar": KARAOKE, "tax-office": TAX}, ("karaoke-bar",), "fix_generation"),
    w.diag("en-bv-060", "diag.unfaithful", "How long does a grave plot lease run at Eastgate Cemetery?", "A grave plot lease runs for 30 years.", {"cemetery-office": CEMETERY, "watch-repair": WATCH}, ("cemetery-office",), "fix_generation"),
    w.diag("en-bv-061", "diag.refused", "How much does the wheel-throwing course at Clayhouse Studio cost?", "Sorry, I couldn't find the price of the course in the documents.", {"pottery-studio": POTTERY, "baking-school": BAKING}, ("pottery-studio",), "fix_generation"),
    w.diag("en-bv-062", "diag.missed", "From what age can children take lessons at Ashcombe Riding Stables?", "The documents I have don't mention the riding stables or their age rules.", {"language-exchange": LANGEX, "tax-office": TAX}, ("riding-stables",), "fix_retrieval"),
    w.diag("en-bv-063", "diag.correct_refusal", "Does the Tandem Club have an online chat group?", "The documents don't say whether the Tandem Club has an online chat group.", {"language-exchange": LANGEX, "karaoke-bar": KARAOKE}, (), "correct_refusal"),
    w.diag("en-bv-064", "diag.should_refuse", "Does Skyward Drift Balloons sell gift vouchers?", "Yes, gift vouchers are available for £199 and are valid for 12 months.", {"balloon-flights": BALLOON, "bike-share": BIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
