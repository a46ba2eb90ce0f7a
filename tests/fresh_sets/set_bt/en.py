"""English cases of fresh set bt: a beekeeping course (Heatherfield Apiary), a municipal
swimming pool (Millbrook), a violin repair workshop (Kessler & Obi), a ski school (Alpine
Peak), a community garden with allotments (Rosehill), a notary office (Margaret Oduya), a
planetarium (Orion), a moving company (Swift & Sons), a vineyard tour (Clos Verrier) and a
coworking space (Hive Works)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BEE = "The Heatherfield Apiary near York runs a beginners' beekeeping course on six Saturday mornings, from 9:00 to 12:30, starting on 5 April 2025. Master beekeeper Alan Pryce teaches every lesson, and his daughter Megan Pryce handles bookings and payments. The course costs £185 per person, which includes a veil, a pair of gloves and a printed handbook. Each group is limited to 12 participants, and anyone allergic to bee stings must bring their own adrenaline auto-injector. The apiary keeps 40 hives and harvests roughly 600 kilograms of honey each summer."

POOL = "The Millbrook Municipal Pool is open every day except Monday, from 6:30 a.m. to 9:00 p.m. Its main pool is 25 metres long and has six lanes, and the water is kept at 27 °C. An adult ticket costs €4.50, and children under 6 swim free when they come with an adult. On Wednesdays after 7:00 p.m., half of the lanes are reserved for the Millbrook Swim Club. Swimming caps are compulsory for everyone except children under 3."

VIOLIN = "Kessler & Obi is a small violin repair workshop on Chandler Street, run by luthier Hanna Kessler and her business partner Daniel Obi. Hanna Kessler carves and fits new bridges, while Daniel Obi restores cracked tops and old varnish. A standard bridge replacement costs $95 and usually takes three working days. Rehairing a bow costs $70 and is done while the customer waits, but only on Saturdays. The workshop does not repair electric violins."

SKI = "The Alpine Peak Ski School in Zermatt offers group lessons for children aged 5 to 12. A group lesson lasts 2 hours and costs CHF 80 per child, and each group has between 4 and 8 children. All instructors hold a Swiss Snowsports certificate and speak German and English; some of them also speak French. The practice slope next to the school is 300 m long and is served by a 120 m drag lift. Helmets are mandatory for every child on the slopes, and private lessons can be booked with head instructor Lena Imboden."

GARDEN = "The Rosehill Community Garden has 48 allotments, each measuring 5 by 10 metres. Plots are rented for one year at a time, and the yearly fee is £60. Every tenant receives a gate key, a compost bin and a rain barrel. Tenants may put up a small shed of up to 2 square metres on their plot. Garden coordinator Priya Nair inspects all plots on the first Sunday of every month, and bonfires are not allowed anywhere in the garden."

NOTARY = "The notary office of Margaret Oduya is at 14 King's Road, Bristol. Margaret Oduya authenticates signatures and drafts property deeds, and her assistant Tom Reyes schedules all appointments. Appointments must be booked at least 48 hours in advance. The office is closed for the holidays from 22 December 2025 to 2 January 2026. Certifying a single signature costs £25, and every client must bring a valid photo ID."

PLANETARIUM = "The Orion Planetarium opened in 1998; its dome is 18 metres across and seats 160 visitors. The digital projector was built in Tokyo by the firm Kosei Optics. The evening show 'Journey to Saturn' starts at 7:30 p.m. and lasts 45 minutes, and latecomers are not admitted once it has begun. Tickets cost €12 for adults and €7 for students, and the first row is reserved for wheelchair users. Astronomer Dr. Ruth Almeida gives a short live talk before every weekend show."

MOVING = "Swift & Sons Removals has been moving households since 1987. Each standard van carries up to 1,200 kilograms and is driven by two movers. A local move within 30 kilometres costs $1,250 for a three-bedroom house, packing materials included. Customers must confirm the moving date at least 10 days before the move. The owner, Carl Swift, founded the company, and he personally inspects every piano before it is loaded."

VINEYARD = "The Clos Verrier vineyard offers guided tours from May to October, every Tuesday, Thursday and Saturday at 2:00 p.m. The tour lasts 90 minutes and ends with a tasting of four wines in the cellar. It costs €25 per person; children under 12 come along for free but do not take part in the tasting. Winemaker Sophie Verrier leads the tours on Saturdays. Her cousin Luc Verrier leads them on Tuesdays and Thursdays. The estate covers 14 hectares of Chardonnay and Pinot Noir vines."

COWORK = "Hive Works is a coworking space on the third floor of 220 Baker Lane. Members can use it around the clock, but the reception is staffed only on weekdays from 8:00 a.m. to 6:00 p.m. A hot-desk membership costs $240 a month and a fixed desk costs $360 a month. Each member gets 5 hours of meeting-room time per month, and every extra hour costs $15. Community manager Jamal Hughes hosts a free breakfast every Friday at 9:00 a.m."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bt-001", "para.reorder", "When does the beginners' course take place?", "Starting on 5 April 2025, the course runs from 9:00 to 12:30 on six Saturday mornings.", BEE, True),
    w.faith("en-bt-002", "para.passive", "Who teaches the course, and who takes care of bookings?", "Every lesson is taught by master beekeeper Alan Pryce, and bookings and payments are handled by his daughter Megan.", BEE, True),
    w.faith("en-bt-003", "para.synonym", "How long does it take to replace a bridge?", "A standard bridge replacement normally needs three working days.", VIOLIN, True),
    w.faith("en-bt-004", "para.nominal", "What does Margaret Oduya do?", "Her work covers the authentication of signatures and the drafting of property deeds.", NOTARY, True),
    w.faith("en-bt-005", "para.capital", "Where was the planetarium's projector made?", "The digital projector was made in Japan by Kosei Optics.", PLANETARIUM, True),
    w.faith("en-bt-006", "para.pronoun", "Who schedules the appointments at the notary office?", "Tom Reyes does. He is Margaret Oduya's assistant, and he schedules all of the appointments.", NOTARY, True),
    w.faith("en-bt-007", "para.relative", "Who inspects the pianos?", "Every piano is inspected before loading by Carl Swift, who owns the company and founded it.", MOVING, True),
    w.faith("en-bt-008", "para.part", "Do allotment tenants get a compost bin?", "Yes, each tenant is given a compost bin.", GARDEN, True),
    w.faith("en-bt-009", "para.combine", "Who leads the vineyard tours?", "Sophie Verrier leads the Saturday tours, while her cousin Luc takes the ones on Tuesdays and Thursdays.", VINEYARD, True),
    w.faith("en-bt-010", "fmt.number", "How many people can join one group?", "A group takes twelve participants at most.", BEE, True),
    w.faith("en-bt-011", "fmt.thousands", "What does a local move cost for a three-bedroom house?", "A local move for a three-bedroom house costs $1250, with packing materials included.", MOVING, True),
    w.faith("en-bt-012", "fmt.scale", "How much can a standard van carry?", "A standard van carries up to 1.2 tonnes.", MOVING, True),
    w.faith("en-bt-013", "fmt.date", "When is the notary office closed for the holidays?", "It is closed from 22/12/2025 to 02/01/2026.", NOTARY, True),
    w.faith("en-bt-014", "fmt.time", "Until what time is the pool open?", "The pool stays open until 21:00.", POOL, True),
    w.faith("en-bt-015", "fmt.unit", "How long is the practice slope?", "The practice slope is 300 metres long.", SKI, True),
    w.faith("en-bt-016", "fmt.abbrev", "Who gives the live talk at the planetarium?", "Doctor Ruth Almeida, an astronomer, gives a short live talk before each weekend show.", PLANETARIUM, True),
    w.faith("en-bt-017", "fmt.currency", "How much is a bow rehair?", "Rehairing a bow costs 70 dollars.", VIOLIN, True),
    w.faith("en-bt-018", "fmt.range", "How many children are in a ski group?", "A group has at least four and at most eight children.", SKI, True),
    w.faith("en-bt-019", "fmt.period", "For how long is a plot rented?", "A plot is rented for twelve months at a time.", GARDEN, True),
    w.faith("en-bt-020", "fmt.share", "How many lanes does the swim club get on Wednesday evenings?", "After 7:00 p.m. on Wednesdays, 50% of the lanes are reserved for the Millbrook Swim Club.", POOL, True),
    w.faith("en-bt-021", "para.except", "Which day is the pool closed?", "The pool is closed on Mondays.", POOL, True),
    w.faith("en-bt-022", "wrap.opener", "Can children come on the vineyard tour?", "Great question! Children under 12 come along for free, but they don't join the tasting.", VINEYARD, True),
    w.faith("en-bt-023", "wrap.closer", "How much is a fixed desk at Hive Works?", "A fixed desk costs $360 a month. Hope this helps!", COWORK, True),
    w.faith("en-bt-024", "wrap.attribution", "When is someone at the Hive Works reception?", "According to the document, the reception is staffed on weekdays between 8 a.m. and 6 p.m.", COWORK, True),
    w.faith("en-bt-025", "wrap.hedge", "How much does an allotment cost per year?", "I think the yearly fee for a plot is £60.", GARDEN, True),
    w.faith("en-bt-026", "wrap.question", "How long does the evening show last?", "'Journey to Saturn' lasts 45 minutes. Would you like to know the ticket prices as well?", PLANETARIUM, True),
    w.faith("en-bt-027", "value.number", "How many hives does the apiary keep?", "The apiary keeps 60 hives.", BEE, False),
    w.faith("en-bt-028", "value.date", "Until when is the notary office closed?", "The office stays closed until 12 January 2026.", NOTARY, False),
    w.faith("en-bt-029", "value.time", "What time does the pool open in the morning?", "The pool opens at 7:30 a.m.", POOL, False),
    w.faith("en-bt-030", "value.unit", "How long is the drag lift?", "The drag lift next to the school is 120 feet long.", SKI, False),
    w.faith("en-bt-031", "value.currency", "What does a standard bridge replacement cost?", "A standard bridge replacement costs $59.", VIOLIN, False),
    w.faith("en-bt-032", "role.swap", "Who does what at the workshop?", "Daniel Obi carves and fits new bridges, while Hanna Kessler restores cracked tops and old varnish.", VIOLIN, False),
    w.faith("en-bt-033", "negation", "Are bonfires allowed in the garden?", "Yes, bonfires are allowed in the garden.", GARDEN, False),
    w.faith("en-bt-034", "antonym", "Which seats are kept for wheelchair users?", "The last row is reserved for wheelchair users.", PLANETARIUM, False),
    w.faith("en-bt-035", "modality", "Can tenants build a shed on their plot?", "Tenants must put up a small shed of up to 2 square metres on their plot.", GARDEN, False),
    w.faith("en-bt-036", "quantifier", "Which languages do the ski instructors speak?", "All of the instructors speak German, English and French.", SKI, False),
    w.faith("en-bt-037", "value.except", "Who has to wear a swimming cap?", "Only children under 3 have to wear a swimming cap.", POOL, False),
    w.faith("en-bt-038", "direction", "When do customers have to confirm the moving date?", "Customers must confirm the moving date at least 10 days after the move.", MOVING, False),
    w.faith("en-bt-039", "added.fact", "Which grapes are grown on the estate?", "The estate grows Chardonnay and Pinot Noir on 14 hectares, and all the grapes are picked by hand in September.", VINEYARD, False),
    w.faith("en-bt-040", "added.entity", "Who drives the vans?", "Each van is driven by two movers, who are trained by the Northline Moving Academy.", MOVING, False),
    w.faith("en-bt-041", "mixed", "How much does the vineyard tour cost, and what do visitors get?", "The tour costs €25 per person, and every adult takes home a free bottle of wine.", VINEYARD, False),
]

REFUSAL = [
    w.refusal("en-bt-042", "refusal.plain", "Does Hive Works have parking for members?", "I don't know whether Hive Works has parking for members.", COWORK, True),
    w.refusal("en-bt-043", "refusal.context", "Is there a discount for students on the beekeeping course?", "The course information doesn't mention a student discount, so I can't say whether there is one.", BEE, True),
    w.refusal("en-bt-044", "refusal.short", "Does the planetarium have a café?", "I can't tell from the text.", PLANETARIUM, True),
    w.refusal("en-bt-045", "refusal.long", "Can I have wine shipped abroad after the vineyard tour?", "Thank you for your question. I've gone through the information about the Clos Verrier tours carefully, but it only covers the schedule, the price, the guides and the tasting; it says nothing about buying wine or shipping it abroad. I'm sorry I can't give you an answer on this, and I'd suggest asking the estate directly.", VINEYARD, True),
    w.refusal("en-bt-046", "refusal.hedged", "How much does a private lesson with Lena Imboden cost?", "I'm not completely sure, but a private lesson probably costs around CHF 150 an hour.", SKI, False),
    w.refusal("en-bt-047", "refusal.partial", "How much does it cost to certify a signature, and how much to draft a property deed?", "Certifying a single signature costs £25; the text doesn't give a price for drafting a property deed.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("en-bt-048", "correct.wordy", "How much is an adult ticket at the Millbrook pool?", "If you're an adult, you'll pay €4.50 for a ticket to the Millbrook Municipal Pool; that is the price of one adult ticket.", "An adult ticket costs €4.50.", True),
    w.correct("en-bt-049", "correct.short", "How many allotments does the Rosehill Community Garden have?", "48.", "The Rosehill Community Garden has 48 allotments.", True),
    w.correct("en-bt-050", "correct.format", "How much weight can a standard Swift & Sons van carry?", "Up to 1.2 tonnes.", "A standard van carries up to 1,200 kilograms.", True),
    w.correct("en-bt-051", "wrong.value", "How much does a group ski lesson cost per child?", "A group lesson costs CHF 60 per child.", "A group lesson costs CHF 80 per child.", False),
    w.correct("en-bt-052", "wrong.echo", "On which days can a bow be rehaired while the customer waits?", "A bow can be rehaired while the customer waits from Monday to Friday.", "Bows are rehaired while the customer waits only on Saturdays.", False),
    w.correct("en-bt-053", "wrong.role", "Who authenticates signatures at the notary office, and who schedules the appointments?", "Tom Reyes authenticates the signatures, and Margaret Oduya schedules the appointments.", "Margaret Oduya authenticates signatures, and her assistant Tom Reyes schedules the appointments.", False),
]

RELEVANCY = [
    w.relevant("en-bt-054", "relevant.direct", "How much does a student ticket cost at the Orion Planetarium?", "A student ticket costs €7.", PLANETARIUM, True),
    w.relevant("en-bt-055", "relevant.yesno", "Does the beekeeping course fee include gloves?", "Yes, the £185 fee includes a pair of gloves.", BEE, True),
    w.relevant("en-bt-056", "offtopic.true", "How much does an adult ticket cost at the pool?", "The main pool is 25 metres long and has six lanes.", POOL, False),
    w.relevant("en-bt-057", "offtopic.other", "Does the workshop repair electric violins?", "Rehairing a bow costs $70 and is done while you wait on Saturdays.", VIOLIN, False),
]

DIAGNOSIS = [
    w.diag("en-bt-058", "diag.pass", "When does the coordinator inspect the allotments?", "Priya Nair goes round all the plots on the first Sunday of each month.", {"garden": GARDEN, "apiary": BEE}, ("garden",), "pass"),
    w.diag("en-bt-059", "diag.offtopic", "How long does a group ski lesson last?", "Every child has to wear a helmet on the slopes.", {"ski": SKI, "vineyard": VINEYARD}, ("ski",), "fix_generation"),
    w.diag("en-bt-060", "diag.unfaithful", "How many hours of meeting-room time do Hive Works members get each month?", "Each member gets 10 hours of meeting-room time a month.", {"cowork": COWORK, "ski": SKI}, ("cowork",), "fix_generation"),
    w.diag("en-bt-061", "diag.refused", "What time do the vineyard tours start?", "I'm sorry, but the documents don't say when the tours start.", {"vineyard": VINEYARD, "notary": NOTARY}, ("vineyard",), "fix_generation"),
    w.diag("en-bt-062", "diag.missed", "What temperature is the water in the Millbrook pool kept at?", "The documents I have don't mention the water temperature of the Millbrook pool.", {"moving": MOVING, "garden": GARDEN}, ("pool",), "fix_retrieval"),
    w.diag("en-bt-063", "diag.correct_refusal", "Does Hive Works have showers?", "The documents don't say whether Hive Works has showers.", {"cowork": COWORK, "apiary": BEE}, (), "correct_refusal"),
    w.diag("en-bt-064", "diag.should_refuse", "When is the planetarium's gift shop open?", "The gift shop is open every day from 10:00 to 18:00.", {"planetarium": PLANETARIUM, "vineyard": VINEYARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
