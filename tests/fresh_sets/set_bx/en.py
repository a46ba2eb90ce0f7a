"""Fresh set bx, English: Little Oaks Kindergarten, Inkwell Print Shop, Silverbrook Thermal
Spa, Fretwork Guitar School, the city lost-and-found office, the SkyScreen rooftop cinema, the
Greyhorn Hut, ByteFix computer repair, the Riverside City Marathon and the Bloom & Twig flower
shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

KINDERGARTEN = "Little Oaks Kindergarten on Birch Lane takes children aged 3 to 6 and has room for at most 48 children in four groups. It opens at 7:30 a.m. and closes at 5:30 p.m., Monday to Friday. The monthly fee is $420 for full days and $260 for mornings only, and a second child from the same family gets a 10% discount. The director, Hannah Price, hired the cook, Tomás Reyes, in March 2021. During a child's first week, a parent may stay in the group room for up to two hours a day."

PRINT_SHOP = "Inkwell Print Shop on Harbor Street prints business cards, flyers and posters. A box of 500 business cards costs $35, and orders placed before 11 a.m. are ready for pickup at 4 p.m. the same day. Posters can be printed up to 120 cm wide on paper of at least 170 g/m². The owner, Grace Lin, trained the apprentice, Omar Haddad, who now runs the large-format printer. The shop is open Monday to Saturday from 8 a.m. to 6 p.m."

SPA = "The Silverbrook Thermal Spa has three outdoor pools fed by a spring whose water reaches the surface at 38 °C. A day ticket costs $24 for adults; children under 12 pay half that price but may enter only with an adult. The spa is open daily from 9 a.m. to 10 p.m., and on Fridays it stays open until midnight. Guests must shower before entering the pools. The sauna area is open only to guests aged 16 and over."

GUITAR_SCHOOL = "Fretwork Guitar School teaches students from the age of 8. A single 45-minute lesson costs $40, and a block of ten lessons costs $360. Lessons are given from 2 p.m. to 9 p.m. on weekdays and from 10 a.m. to 1 p.m. on Saturdays. The founder, Marcus Bell, teaches classical guitar, and his former student Priya Nair teaches electric guitar. The school's rental guitars are built by a small workshop in Madrid. Students who cancel less than 24 hours before a lesson still have to pay for it."

LOST_FOUND = "The city's lost-and-found office is in room 014 on the ground floor of the Town Hall. Found items are kept for six months; after that they are auctioned or donated. Owners can collect items on Tuesdays and Thursdays from 8 a.m. to 12 noon, bringing photo identification. A handling fee of $5 is charged per item, except for wallets and identity documents, which are returned free of charge. Items worth more than $1,000 are stored in a safe and handed out only by the head of the office, Diane Foster."

CINEMA = "The SkyScreen rooftop cinema on the 12th floor of the Meridian Building runs from June 1 to September 15. Films start at 9:15 p.m., and the bar opens one hour before. There are 150 deckchairs, and a ticket costs $16, blanket included. If it rains before a film begins, the screening is cancelled and tickets are refunded; once the film has started, there are no refunds. Films are shown in the original language with subtitles, except on Sundays, when they are dubbed."

HUT = "The Greyhorn Hut stands at 2,450 metres above sea level and is run by the warden, Peter Walsh, together with his sister Ellen. It has 60 beds in dormitories and is open from mid-June to the end of September. A bed costs $38 per night, and half board, with dinner and breakfast, costs $72. The ascent from the Lindau car park takes about three hours and climbs 1,100 metres. Dinner is served at 6:30 p.m., and quiet hours begin at 10 p.m."

REPAIR = "ByteFix, a computer repair shop on Elm Street, charges a $45 diagnosis fee, which is deducted from the bill if the customer goes ahead with the repair. Replacing a laptop screen usually takes two working days and costs between $120 and $260, depending on the model. Every repair comes with a 90-day warranty, but damage caused by water is not covered. The technician, Leo Martins, reports to the manager, Sofia Grant. The shop is closed on Mondays and open from 10 a.m. to 7 p.m. on all other days."

MARATHON = "The Riverside City Marathon takes place on Sunday, October 12, 2025, with the start at 8:00 a.m. on Central Square. The course is 42.195 kilometres long, and runners must finish within six hours. Registration costs $85 until August 31 and $110 after that, and it closes once 8,000 runners have signed up. Water stations are set up every 5 kilometres along the course. Every finisher receives a medal, and the first 500 finishers also get a T-shirt. All runners must be at least 18 years old on race day."

FLOWERS = "Bloom & Twig is a flower shop owned by Clara Novak since 2016; her florist, Jonas Berg, makes the wedding bouquets. A bouquet of twelve roses costs $30, and delivery within the city costs $8, or nothing for orders over $60. Orders placed by 2 p.m. are delivered the same day. The shop is open from 9 a.m. to 7 p.m. Tuesday to Saturday and from 10 a.m. to 2 p.m. on Sundays. Cut flowers are guaranteed to stay fresh for seven days."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bx-001", "para.reorder", "Which children can attend Little Oaks Kindergarten, and how many?", "In four groups, Little Oaks has room for at most 48 children aged 3 to 6.", KINDERGARTEN, True),
    w.faith("en-bx-002", "para.passive", "Who hired the cook at Little Oaks?", "The cook, Tomás Reyes, was hired in March 2021 by the director, Hannah Price.", KINDERGARTEN, True),
    w.faith("en-bx-003", "para.synonym", "What does Inkwell Print Shop print?", "The shop produces visiting cards, leaflets and posters.", PRINT_SHOP, True),
    w.faith("en-bx-004", "para.nominal", "From what age does Fretwork accept students?", "The minimum age for enrolment at Fretwork is 8.", GUITAR_SCHOOL, True),
    w.faith("en-bx-005", "para.capital", "Where are Fretwork's rental guitars made?", "They are built by a small workshop in Spain.", GUITAR_SCHOOL, True),
    w.faith("en-bx-006", "para.pronoun", "Who runs the Greyhorn Hut?", "Peter Walsh is the warden, and he runs it together with his sister Ellen.", HUT, True),
    w.faith("en-bx-007", "para.relative", "What do guests have to do before going into the pools?", "Guests who want to use the pools must shower first.", SPA, True),
    w.faith("en-bx-008", "para.part", "Is Bloom & Twig open on Thursdays?", "Yes, on Thursdays the shop is open from 9 a.m. to 7 p.m.", FLOWERS, True),
    w.faith("en-bx-009", "para.combine", "What support do runners get along the course?", "Along the 42.195-kilometre course, a water station is set up every 5 kilometres.", MARATHON, True),
    w.faith("en-bx-010", "fmt.number", "How much is a box of business cards at Inkwell?", "A box of five hundred business cards costs thirty-five dollars.", PRINT_SHOP, True),
    w.faith("en-bx-011", "fmt.thousands", "How high is the Greyhorn Hut?", "It stands 2450 metres above sea level.", HUT, True),
    w.faith("en-bx-012", "fmt.scale", "How much height does the ascent from the Lindau car park gain?", "The ascent climbs 1.1 km and takes about three hours.", HUT, True),
    w.faith("en-bx-013", "fmt.date", "When is the SkyScreen season?", "The rooftop cinema runs from 1 June to 15 September.", CINEMA, True),
    w.faith("en-bx-014", "fmt.time", "What are the opening hours of Little Oaks?", "Monday to Friday, from 07:30 to 17:30.", KINDERGARTEN, True),
    w.faith("en-bx-015", "fmt.unit", "How hot is the spring water at Silverbrook?", "The water reaches the surface at 38 degrees Celsius.", SPA, True),
    w.faith("en-bx-016", "fmt.abbrev", "How long is the marathon course?", "The course is 42.195 km long, with a water station every 5 km.", MARATHON, True),
    w.faith("en-bx-017", "fmt.currency", "How much does ByteFix charge for a diagnosis?", "The diagnosis costs 45 dollars, and that amount is deducted from the bill if you go ahead with the repair.", REPAIR, True),
    w.faith("en-bx-018", "fmt.range", "How much does a new laptop screen cost at ByteFix?", "Replacing a laptop screen costs at least $120 and at most $260, depending on the model.", REPAIR, True),
    w.faith("en-bx-019", "fmt.period", "How long does the lost-and-found office keep found items?", "Items are kept for half a year; after that they are auctioned or donated.", LOST_FOUND, True),
    w.faith("en-bx-020", "fmt.share", "What do children under 12 pay at Silverbrook?", "Children under 12 pay 50% of the adult day-ticket price and can only come in with an adult.", SPA, True),
    w.faith("en-bx-021", "para.except", "Do I have to pay a fee to get my lost wallet back?", "No. Wallets and identity documents are returned without any charge; all other items cost $5 each.", LOST_FOUND, True),
    w.faith("en-bx-022", "wrap.opener", "How much is a ticket for SkyScreen?", "Great question! A ticket costs $16, and a blanket is included.", CINEMA, True),
    w.faith("en-bx-023", "wrap.closer", "On which day is ByteFix closed?", "ByteFix is closed on Mondays. I hope this helps!", REPAIR, True),
    w.faith("en-bx-024", "wrap.attribution", "Where is the lost-and-found office?", "According to the document, the office is in room 014 on the ground floor of the Town Hall.", LOST_FOUND, True),
    w.faith("en-bx-025", "wrap.hedge", "Who teaches electric guitar at Fretwork?", "I think it's Priya Nair, a former student of the founder, Marcus Bell.", GUITAR_SCHOOL, True),
    w.faith("en-bx-026", "wrap.question", "How long are Bloom & Twig's cut flowers guaranteed to stay fresh?", "They're guaranteed to stay fresh for seven days. Would you like to know anything about delivery as well?", FLOWERS, True),
    w.faith("en-bx-027", "value.number", "How long is the ByteFix warranty?", "Every repair comes with a 30-day warranty, although water damage is not covered.", REPAIR, False),
    w.faith("en-bx-028", "value.date", "When does the SkyScreen season end?", "The season ends on September 30.", CINEMA, False),
    w.faith("en-bx-029", "value.time", "When can I pick up a same-day order at Inkwell?", "Orders placed before 11 a.m. are ready for pickup at 2 p.m. the same day.", PRINT_SHOP, False),
    w.faith("en-bx-030", "value.unit", "At what altitude is the Greyhorn Hut?", "The hut sits at 2,450 feet above sea level.", HUT, False),
    w.faith("en-bx-031", "value.currency", "How much does Little Oaks charge for mornings only?", "Mornings only cost $360 a month.", KINDERGARTEN, False),
    w.faith("en-bx-032", "role.swap", "Who owns Bloom & Twig?", "Jonas Berg owns Bloom & Twig, and Clara Novak is his florist.", FLOWERS, False),
    w.faith("en-bx-033", "negation", "What happens if I cancel a lesson less than 24 hours before it starts?", "Lessons cancelled less than 24 hours ahead do not have to be paid for.", GUITAR_SCHOOL, False),
    w.faith("en-bx-034", "antonym", "What pools does Silverbrook have?", "It has three indoor pools fed by a spring.", SPA, False),
    w.faith("en-bx-035", "modality", "Can parents stay in the group room during the first week?", "Yes, during a child's first week a parent must stay in the group room for up to two hours a day.", KINDERGARTEN, False),
    w.faith("en-bx-036", "quantifier", "What do finishers of the Riverside City Marathon get?", "Every finisher receives a medal and a T-shirt.", MARATHON, False),
    w.faith("en-bx-037", "value.except", "Which items cost a handling fee at the lost-and-found office?", "Only wallets and identity documents cost $5; every other item is returned free of charge.", LOST_FOUND, False),
    w.faith("en-bx-038", "direction", "When does the bar open at SkyScreen?", "The bar opens one hour after the film starts.", CINEMA, False),
    w.faith("en-bx-039", "added.fact", "When is dinner served at the Greyhorn Hut?", "Dinner is served at 6:30 p.m., and it is always vegetarian.", HUT, False),
    w.faith("en-bx-040", "added.entity", "Who runs the large-format printer at Inkwell?", "Omar Haddad, the apprentice Grace Lin trained, runs it together with the designer Nina Cole.", PRINT_SHOP, False),
    w.faith("en-bx-041", "mixed", "How much does delivery from Bloom & Twig cost?", "Delivery within the city costs $8, and delivery to neighbouring towns costs $15.", FLOWERS, False),
]

REFUSAL = [
    w.refusal("en-bx-042", "refusal.plain", "Does Inkwell have a car park for customers?", "I don't know whether Inkwell has customer parking.", PRINT_SHOP, True),
    w.refusal("en-bx-043", "refusal.context", "Is there prize money for the winner of the Riverside City Marathon?", "The provided context does not mention any prize money, so I cannot answer that.", MARATHON, True),
    w.refusal("en-bx-044", "refusal.short", "Are dogs allowed at SkyScreen?", "I don't know.", CINEMA, True),
    w.refusal("en-bx-045", "refusal.long", "Does Silverbrook offer massages?", "Thank you for your question. I've gone through the information about the Silverbrook Thermal Spa; it covers the pools, the ticket prices, the opening hours and the age limit for the sauna, but it doesn't mention massages at all. I'm therefore afraid I can't tell you whether massages are offered there. It would be best to ask the spa's reception directly.", SPA, True),
    w.refusal("en-bx-046", "refusal.hedged", "How much does half board cost at the Greyhorn Hut?", "I'm not entirely sure, but I believe half board costs $72, with dinner and breakfast included.", HUT, False),
    w.refusal("en-bx-047", "refusal.partial", "How much is the full-day fee at Little Oaks, and is lunch included?", "The full-day fee is $420 a month; the information I have doesn't say whether lunch is included.", KINDERGARTEN, False),
]

CORRECTNESS = [
    w.correct("en-bx-048", "correct.wordy", "Who hands out items worth more than $1,000 at the lost-and-found office?", "Valuable items worth over $1,000 are kept in a safe, and the only person who may hand them out is the head of the lost-and-found office, Diane Foster.", "Only the head of the office, Diane Foster.", True),
    w.correct("en-bx-049", "correct.short", "Who is Leo Martins's manager at ByteFix?", "Sofia Grant.", "Leo Martins, the technician, reports to the manager, Sofia Grant.", True),
    w.correct("en-bx-050", "correct.format", "On what date is the Riverside City Marathon held?", "12 October 2025.", "On Sunday, October 12, 2025.", True),
    w.correct("en-bx-051", "wrong.value", "How much does a block of ten lessons cost at Fretwork?", "A block of ten lessons costs $400.", "A block of ten lessons costs $360.", False),
    w.correct("en-bx-052", "wrong.echo", "At what time does the SkyScreen rooftop cinema bar open?", "The SkyScreen rooftop cinema bar opens at 9:15 p.m.", "At 8:15 p.m., one hour before the film starts.", False),
    w.correct("en-bx-053", "wrong.role", "What is the relationship between Grace Lin and Omar Haddad?", "Omar Haddad owns Inkwell and trained his apprentice, Grace Lin.", "Grace Lin is the owner of Inkwell and trained Omar Haddad, her apprentice.", False),
]

RELEVANCY = [
    w.relevant("en-bx-054", "relevant.direct", "By what time do I have to order for same-day delivery from Bloom & Twig?", "You need to order by 2 p.m. to get delivery the same day.", FLOWERS, True),
    w.relevant("en-bx-055", "relevant.yesno", "Can my 14-year-old use the sauna at Silverbrook?", "No, the sauna area is only open to guests aged 16 and over.", SPA, True),
    w.relevant("en-bx-056", "offtopic.true", "How much does registration for the Riverside City Marathon cost?", "Water stations are set up every 5 kilometres along the course.", MARATHON, False),
    w.relevant("en-bx-057", "offtopic.other", "What time does Little Oaks close?", "A second child from the same family gets a 10% discount on the fee.", KINDERGARTEN, False),
]

DIAGNOSIS = [
    w.diag("en-bx-058", "diag.pass", "How long does ByteFix take to replace a laptop screen?", "It usually takes two working days.", {"bytefix": REPAIR, "riverside-marathon": MARATHON}, ("bytefix",), "pass"),
    w.diag("en-bx-059", "diag.offtopic", "How long are cut flowers from Bloom & Twig guaranteed to stay fresh?", "Bloom & Twig has been owned by Clara Novak since 2016.", {"bloom-twig": FLOWERS, "silverbrook-spa": SPA}, ("bloom-twig",), "fix_generation"),
    w.diag("en-bx-060", "diag.unfaithful", "How many deckchairs does SkyScreen have?", "SkyScreen has 250 deckchairs.", {"skyscreen": CINEMA, "fretwork": GUITAR_SCHOOL}, ("skyscreen",), "fix_generation"),
    w.diag("en-bx-061", "diag.refused", "On which days can owners collect items from the lost-and-found office?", "I'm sorry, but the documents don't say when items can be collected.", {"lost-found": LOST_FOUND, "greyhorn-hut": HUT}, ("lost-found",), "fix_generation"),
    w.diag("en-bx-062", "diag.missed", "How long is the ascent from the Lindau car park to the Greyhorn Hut?", "The documents provided don't say how long the ascent takes.", {"silverbrook-spa": SPA, "inkwell": PRINT_SHOP}, ("greyhorn-hut",), "fix_retrieval"),
    w.diag("en-bx-063", "diag.correct_refusal", "Does Fretwork offer online lessons?", "The documents don't say whether Fretwork offers online lessons.", {"fretwork": GUITAR_SCHOOL, "bloom-twig": FLOWERS}, (), "correct_refusal"),
    w.diag("en-bx-064", "diag.should_refuse", "Is there parking for runners near Central Square?", "Yes, runners can park for free in the Central Square garage on race day.", {"riverside-marathon": MARATHON, "little-oaks": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
