"""Fresh set cg, English: a puppet theatre, a school climbing wall, a wedding venue, a ski
lift pass office, a bicycle repair cafe, a nature reserve guided walk, a public sauna, a
language school, a ferry car deck booking and a street-food market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PUPPET = (
    "The Hollowbrook Puppet Theatre, run by director Margit Olsen, stages marionette shows in a converted tram depot on Fenwick Street. "
    "Weekend matinees start at 2:30 pm and last 50 minutes, including one 10-minute interval. "
    "Tickets cost £9.50 for adults and £6 for children under 12, and children under 2 go free if they sit on a lap. "
    "The hall seats up to 120 people. "
    "Shows run every day except Monday, when the puppeteers rehearse. "
    "Puppet-making workshops for ages 8 to 14 are led by woodcarver Tobias Reed on the first Saturday of each month."
)

CLIMB = (
    "The climbing wall in the sports hall of Westmere Secondary School is 9 metres high and has 14 top-rope lines. "
    "Pupils may climb only during supervised sessions on Tuesdays and Thursdays from 3:45 pm to 5:15 pm. "
    "Every climber must wear a harness and a helmet, while chalk bags are optional. "
    "Sessions are supervised by PE teacher Dana Whitfield, who holds a national climbing instructor certificate, and her assistant Leon Marsh belays beginners. "
    "A term's membership costs £35 and covers 12 sessions, and pupils in Year 7 need a signed parental consent form before their first climb."
)

WEDDING = (
    "Ashcombe Barn, a wedding venue owned by Clara and Hugh Pennington, holds up to 180 guests for a seated dinner and 250 for a standing reception. "
    "Saturday hire in 2025 costs £6,400, while Friday or Sunday hire costs £4,900. "
    "A deposit of 25% is due at booking, and the balance must be paid 8 weeks before the wedding. "
    "Music must stop at 11:30 pm, and all guests must leave the grounds by midnight. "
    "Couples may bring their own caterer, but only one of the five firms on the venue's approved list."
)

SKI = (
    "The lift pass office at Glenrannoch Ski Centre is open from 8:00 am to 4:30 pm every day of the season, which runs from 20 December to 6 April. "
    "A one-day adult pass costs £42, and a six-day adult pass costs £210. "
    "Children aged 6 to 15 pay half the adult price, and children under 6 ski free with a paying adult. "
    "A lost pass can be replaced once, for a fee of £5, on showing the original receipt. "
    "Office manager Fiona Baird can refund unused days only when the lifts are closed because of high wind."
)

BIKE = (
    "The Spoke & Mug repair cafe meets in the church hall of St Aldhelm's on the second Sunday of every month from 10:00 am to 1:00 pm. "
    "Retired engineer Walter Brooks leads its volunteer mechanics, who show visitors how to fix their own bikes rather than doing the repairs for them. "
    "The help is free, but spare parts are sold at cost, and inner tubes cost £4 each. "
    "Each visitor can book a repair stand for up to 45 minutes. "
    "Tea and cake are offered for a suggested donation of £2, and electric bikes are not accepted because the hall has no safe charging point."
)

RESERVE = (
    "Guided walks at Marlow Fen Nature Reserve leave the visitor centre at 7:00 am every Saturday from April to September. "
    "The route is 6.5 kilometres long and takes about 3 hours, with two stops at bird hides. "
    "Groups are limited to 15 people, and places must be booked at least 48 hours in advance. "
    "The walks are led by warden Priya Nair, while volunteer Sam Ellery brings up the rear. "
    "Dogs are not allowed on the walk, except registered assistance dogs, and the fee is £8 per adult, with under-16s walking free."
)

SAUNA = (
    "The Harbour Baths public sauna on Quay Road is open daily from 7:00 am to 10:00 pm. "
    "The wood-fired sauna is kept at 85 °C and the steam room at 45 °C. "
    "A single visit of up to 2 hours costs £12, and a 10-visit card costs £100. "
    "On Tuesdays, the sauna is reserved for women only after 6:00 pm. "
    "Swimwear must be worn in all areas, towels can be hired for £2, and children under 14 are not admitted."
)

SCHOOL = (
    "Linden Language School offers evening courses in Spanish and Italian for adults. "
    "Each course runs for 10 weeks, with two 90-minute lessons a week on Mondays and Wednesdays starting at 6:30 pm. "
    "The fee is £280 per course, including the textbook, and a placement test is compulsory for everyone except complete beginners. "
    "Classes have at least 4 and at most 12 students, and a course with fewer than 4 enrolments is cancelled and fully refunded. "
    "Spanish is taught by Lucía Ferrer, who trained as a teacher in Madrid, and Italian by Marco Bellini, who also runs the school."
)

FERRY = (
    "Cars travelling on the Kessock ferry from Port Ardel to Inchmory Island must be booked online at least 24 hours before departure. "
    "A standard car up to 5 metres long costs £38 one way, including the driver, and each extra passenger pays £7. "
    "Vehicles taller than 2 metres, such as campervans, are charged £55. "
    "Drivers must reach the terminal no later than 30 minutes before sailing, otherwise their deck space may be given to standby vehicles. "
    "The crossing takes 40 minutes, and the first sailing leaves Port Ardel at 6:15 am."
)

MARKET = (
    "The Cannery Yard street-food market runs every Friday and Saturday from 5:00 pm to 11:00 pm between May and October. "
    "Around 30 traders sell food there, and every main dish costs no more than £9. "
    "Several stalls, but not all of them, offer vegan dishes. "
    "The market is organised by the Cannery Yard Trust and managed by Jonah Akers. "
    "Payment is by card only, and traders pay a pitch fee of £60 per night and must have their gas cylinders checked by safety officer Rita Grant before opening."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cg-001", "para.reorder", "When do the weekend matinees start, and how long are they?", "Lasting 50 minutes including a 10-minute interval, the weekend matinees begin at 2:30 pm.", PUPPET, True),
    w.faith("en-cg-002", "para.passive", "Who leads the volunteer mechanics at the repair cafe?", "The volunteer mechanics are led by Walter Brooks, a retired engineer.", BIKE, True),
    w.faith("en-cg-003", "para.synonym", "Are children allowed in the Harbour Baths sauna?", "Kids younger than 14 aren't let in.", SAUNA, True),
    w.faith("en-cg-004", "para.nominal", "When does the balance for Ashcombe Barn have to be paid?", "Payment of the balance is due 8 weeks before the wedding.", WEDDING, True),
    w.faith("en-cg-005", "para.capital", "Where did the Spanish teacher train?", "Lucía Ferrer did her teacher training in the Spanish capital.", SCHOOL, True),
    w.faith("en-cg-006", "para.pronoun", "Who supervises the climbing sessions?", "Dana Whitfield does. She teaches PE and holds a national climbing instructor certificate.", CLIMB, True),
    w.faith("en-cg-007", "para.relative", "What time is the first sailing of the day?", "The first sailing, which leaves from Port Ardel, departs at 6:15 am.", FERRY, True),
    w.faith("en-cg-008", "para.part", "What is on the route of the guided walk?", "Along the way, the group stops at two bird hides.", RESERVE, True),
    w.faith("en-cg-009", "para.combine", "How much is a main dish at the market, and how do I pay?", "No main dish costs more than £9, and you have to pay by card.", MARKET, True),
    w.faith("en-cg-010", "fmt.number", "How many top-rope lines does the school's climbing wall have?", "It has fourteen top-rope lines.", CLIMB, True),
    w.faith("en-cg-011", "fmt.thousands", "How much does it cost to hire Ashcombe Barn on a Saturday in 2025?", "Saturday hire costs £6400 in 2025.", WEDDING, True),
    w.faith("en-cg-012", "fmt.scale", "How long is the route of the guided walk?", "The route is 6,500 metres long.", RESERVE, True),
    w.faith("en-cg-013", "fmt.date", "When does the ski season run at Glenrannoch?", "The season runs from December 20th to April 6th.", SKI, True),
    w.faith("en-cg-014", "fmt.time", "What are the sauna's opening hours?", "It's open every day from 07:00 to 22:00.", SAUNA, True),
    w.faith("en-cg-015", "fmt.unit", "How hot is the wood-fired sauna?", "The wood-fired sauna is kept at 85 degrees Celsius.", SAUNA, True),
    w.faith("en-cg-016", "fmt.abbrev", "Where is the puppet theatre?", "It's in a converted tram depot on Fenwick St.", PUPPET, True),
    w.faith("en-cg-017", "fmt.currency", "What pitch fee do traders pay at Cannery Yard?", "Traders pay 60 pounds a night for their pitch.", MARKET, True),
    w.faith("en-cg-018", "fmt.range", "How big are the classes at Linden Language School?", "Each class has between 4 and 12 students.", SCHOOL, True),
    w.faith("en-cg-019", "fmt.period", "How far ahead do I need to book a guided walk?", "You need to book at least two days in advance.", RESERVE, True),
    w.faith("en-cg-020", "fmt.share", "How much do children aged 6 to 15 pay for a lift pass?", "They pay 50% of the adult price.", SKI, True),
    w.faith("en-cg-021", "para.except", "On which days are there puppet shows?", "There are no shows on Mondays, which are kept for rehearsals; on the other six days of the week there are shows.", PUPPET, True),
    w.faith("en-cg-022", "wrap.opener", "How much is an inner tube at the repair cafe?", "Good question! Inner tubes are £4 each.", BIKE, True),
    w.faith("en-cg-023", "wrap.closer", "How much does it cost to take a standard car on the ferry?", "A standard car up to 5 metres long costs £38 one way, and that includes the driver. Enjoy your trip!", FERRY, True),
    w.faith("en-cg-024", "wrap.attribution", "When does the music have to stop at Ashcombe Barn?", "According to the document, music must stop at 11:30 pm.", WEDDING, True),
    w.faith("en-cg-025", "wrap.hedge", "When is the street-food market open?", "I think it runs on Fridays and Saturdays from 5:00 pm to 11:00 pm, between May and October.", MARKET, True),
    w.faith("en-cg-026", "wrap.question", "How much does a language course cost?", "A course costs £280, and the textbook is included. Would you also like to know about the placement test?", SCHOOL, True),
    w.faith("en-cg-027", "value.number", "How many people can join a guided walk?", "Groups are limited to 20 people.", RESERVE, False),
    w.faith("en-cg-028", "value.date", "When does the ski season start?", "The season starts on 22 December.", SKI, False),
    w.faith("en-cg-029", "value.time", "When does the first ferry leave Port Ardel?", "The first sailing leaves Port Ardel at 6:45 am.", FERRY, False),
    w.faith("en-cg-030", "value.unit", "How high is the school's climbing wall?", "The wall is 9 feet high.", CLIMB, False),
    w.faith("en-cg-031", "value.currency", "How much is a 10-visit card for the sauna?", "A 10-visit card costs £120.", SAUNA, False),
    w.faith("en-cg-032", "role.swap", "Who teaches which language at Linden?", "Marco Bellini teaches Spanish, and Lucía Ferrer teaches Italian.", SCHOOL, False),
    w.faith("en-cg-033", "negation", "Can I bring my electric bike to the repair cafe?", "Yes, electric bikes are accepted at the repair cafe.", BIKE, False),
    w.faith("en-cg-034", "antonym", "Do climbers need a chalk bag?", "Yes, chalk bags are compulsory for every climber.", CLIMB, False),
    w.faith("en-cg-035", "modality", "Can couples bring their own caterer to Ashcombe Barn?", "Couples have to bring their own caterer, chosen from the five firms on the approved list.", WEDDING, False),
    w.faith("en-cg-036", "quantifier", "Is there vegan food at the market?", "Yes, every stall offers vegan dishes.", MARKET, False),
    w.faith("en-cg-037", "value.except", "Who has to take the placement test?", "Only complete beginners have to take the placement test.", SCHOOL, False),
    w.faith("en-cg-038", "direction", "When is the sauna reserved for women?", "On Tuesdays, the sauna is for women only before 6:00 pm.", SAUNA, False),
    w.faith("en-cg-039", "added.fact", "How much deposit is due when booking Ashcombe Barn?", "A deposit of 25% is due at booking, and it is non-refundable.", WEDDING, False),
    w.faith("en-cg-040", "added.entity", "Who runs the repair sessions?", "The sessions are run by retired engineer Walter Brooks together with bike shop owner Helen Price.", BIKE, False),
    w.faith("en-cg-041", "mixed", "What happens if I lose my lift pass?", "It can be replaced once for £5 if you show the original receipt, and the new pass can be collected at any of the three lift stations.", SKI, False),
]

REFUSAL = [
    w.refusal("en-cg-042", "refusal.plain", "Is there a café inside the puppet theatre?", "I don't know whether the puppet theatre has a café.", PUPPET, True),
    w.refusal("en-cg-043", "refusal.context", "Can pupils borrow climbing shoes?", "The context doesn't mention climbing shoes, so I can't say whether pupils can borrow them.", CLIMB, True),
    w.refusal("en-cg-044", "refusal.short", "Does the ski centre offer snowboard lessons?", "I don't know.", SKI, True),
    w.refusal("en-cg-045", "refusal.long", "Can I take my motorbike on the ferry?", "I'm sorry, but I'm not able to answer that. The information I have covers standard cars, taller vehicles such as campervans and extra passengers, but it says nothing at all about motorbikes. Rather than guess, I'd suggest asking the ferry operator directly. Thank you for your understanding.", FERRY, True),
    w.refusal("en-cg-046", "refusal.hedged", "Can I hire a towel at the sauna?", "I'm not entirely sure, but it seems towels can be hired for £2.", SAUNA, False),
    w.refusal("en-cg-047", "refusal.partial", "When is the market open, and is there parking nearby?", "The market is open on Fridays and Saturdays from 5:00 pm to 11:00 pm between May and October. I couldn't find anything about parking.", MARKET, False),
]

CORRECTNESS = [
    w.correct("en-cg-048", "correct.wordy", "How many guests can Ashcombe Barn seat for dinner?", "For a seated dinner, Ashcombe Barn can take a maximum of 180 guests; that is the upper limit the venue sets for a sit-down meal.", "Up to 180 guests for a seated dinner.", True),
    w.correct("en-cg-049", "correct.short", "How much is a one-day adult lift pass at Glenrannoch?", "£42.", "A one-day adult pass costs £42.", True),
    w.correct("en-cg-050", "correct.format", "What time does the Harbour Baths sauna close?", "At 22:00.", "The sauna closes at 10:00 pm.", True),
    w.correct("en-cg-051", "wrong.value", "How much does a course at Linden Language School cost?", "A course costs £320, including the textbook.", "£280 per course, including the textbook.", False),
    w.correct("en-cg-052", "wrong.echo", "Which pupils need a signed parental consent form to climb?", "The pupils who need a signed parental consent form to climb are the sixth-formers.", "Pupils in Year 7 need a signed parental consent form before their first climb.", False),
    w.correct("en-cg-053", "wrong.role", "Who leads the guided walks at Marlow Fen, and who walks at the back?", "Sam Ellery leads the walks, and Priya Nair brings up the rear.", "Warden Priya Nair leads the walks, and volunteer Sam Ellery brings up the rear.", False),
]

RELEVANCY = [
    w.relevant("en-cg-054", "relevant.direct", "How long does the ferry crossing take?", "The crossing takes 40 minutes.", FERRY, True),
    w.relevant("en-cg-055", "relevant.yesno", "Does my one-year-old need a ticket for the puppet show?", "No, children under 2 go free if they sit on a lap.", PUPPET, True),
    w.relevant("en-cg-056", "offtopic.true", "What is the most a main dish costs at the market?", "Traders must have their gas cylinders checked by Rita Grant before opening.", MARKET, False),
    w.relevant("en-cg-057", "offtopic.other", "On which days are the Spanish lessons held?", "Spanish is taught by Lucía Ferrer, who trained in Madrid.", SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("en-cg-058", "diag.pass", "How much is a term's membership for the climbing wall?", "A term's membership costs £35 and covers 12 sessions.", {"climbing-wall": CLIMB, "sauna": SAUNA}, ("climbing-wall",), "pass"),
    w.diag("en-cg-059", "diag.offtopic", "What time do the guided walks at Marlow Fen start?", "Adults pay £8, and under-16s walk free.", {"nature-reserve": RESERVE, "market": MARKET}, ("nature-reserve",), "fix_generation"),
    w.diag("en-cg-060", "diag.unfaithful", "How much does it cost to take a campervan on the ferry?", "Campervans are charged £38, the same as a standard car.", {"ferry": FERRY, "ski-pass": SKI}, ("ferry",), "fix_generation"),
    w.diag("en-cg-061", "diag.refused", "By what time must guests leave Ashcombe Barn?", "I'm sorry, but the documents don't say when guests have to leave.", {"wedding-venue": WEDDING, "repair-cafe": BIKE}, ("wedding-venue",), "fix_generation"),
    w.diag("en-cg-062", "diag.missed", "Who leads the puppet-making workshops at Hollowbrook?", "I couldn't find who leads the puppet-making workshops in the documents provided.", {"sauna": SAUNA, "language-school": SCHOOL}, ("puppet-theatre",), "fix_retrieval"),
    w.diag("en-cg-063", "diag.correct_refusal", "Does Glenrannoch Ski Centre offer night skiing?", "The documents say nothing about night skiing, so I can't tell you.", {"ski-pass": SKI, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("en-cg-064", "diag.should_refuse", "Does the Spoke & Mug repair cafe offer professional bike fitting?", "Yes, a professional bike fitting costs £15 and takes about 30 minutes.", {"repair-cafe": BIKE, "market": MARKET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
