"""English cases of fresh set bs: a notary office in Leeds, an outdoor boot camp, an
aquarium, a bicycle repair shop, a dance school, a regional airport's car parks, a
sailing course, a pet insurance plan, a city tourist office and a market hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

NOTARY = "Hartley Notaries is located at 14 Bridge Street in Leeds and is open Monday to Friday from 8:30 am to 5 pm, with late opening until 7 pm on Thursdays. Notary Margaret Hartley certifies property deeds, while her clerk Owen Price prepares the drafts and checks clients' identity documents. Certifying a single signature costs £35, and drawing up a power of attorney costs £120. Clients must bring a valid passport or a photo driving licence; bank cards are not accepted as proof of identity. From 14 March 2025 the office will also issue apostilles, which take up to five working days."

BOOTCAMP = "Ridgeline Boot Camp trains in Riverside Park every Monday, Wednesday and Friday at 6:15 am, and each session lasts 45 minutes. Sessions are held outdoors in all weather and are cancelled only when a thunderstorm warning is in force; participants are told by text message by 5:30 am. Coach Dana Whitfield leads every session, and a group has no more than twelve participants. A card for 10 sessions costs $95, while a single drop-in session costs $12. Everyone must bring their own mat and at least one litre of water."

AQUARIUM = "The Harbour Lights Aquarium is open every day from 9:30 am to 6:30 pm, and the last admission is at 5:45 pm. Its main tank holds 1,800,000 litres of seawater and is home to sharks, rays and a green sea turtle. The rays are fed at 11 am and 3 pm, and divers feed the sharks on Saturdays at 2 pm. An adult ticket costs $28, a child ticket (ages 4 to 15) costs $16, and children under 4 get in free. Marine biologist Dr. Ines Calder heads the aquarium's sea turtle rescue programme, which has released 37 turtles back into the sea since 2019."

BIKESHOP = "Spoke & Chain is a bicycle repair shop on Mill Lane, open Tuesday to Saturday from 10 am to 6 pm. A standard service costs $45 and includes adjusting the brakes and gears; fitting a new tyre costs $8 per wheel, plus the price of the tyre. The shop works on all kinds of bicycles except e-bikes. Head mechanic Lena Ortiz, who has 15 years of experience, builds and trues every wheel herself. Most repairs take two to three working days, and bikes not collected within 30 days of the repair are charged a storage fee of $2 per day."

DANCE = "Studio Allegro offers children's ballet for ages 6 to 12 on Saturdays at 10 am. Adult salsa classes take place on Tuesdays and Thursdays at 8 pm: Carmen Vega teaches the beginners, and Luis Vega teaches the advanced group. The autumn term runs from 8 September to 15 December 2025, the term fee is $240, and the first trial class is free. Each group has between 8 and 16 students. Ballet shoes are required for ballet, and street shoes are not allowed on the sprung floor. The school's annual show will take place on 20 June 2026."

PARKING = "The car parks at Northfield Regional Airport serve its single terminal, from which there are two direct flights a day to Dublin. Short-stay car park P1 is next to the terminal and costs $3.50 per hour, while long-stay car park P3 costs $14 per day. For trips longer than one day, P3 is cheaper than P1. A free shuttle bus runs between P3 and the terminal every 15 minutes from 4:30 am until midnight. Drivers must pay their ticket at a pay machine before returning to their car, because the exit barriers do not take payment."

SAILING = "Bluewater Sailing School runs a five-day beginner course on Lake Arden, from 9 am to 4 pm each day. Students sail 7 m dinghies, with no more than three students per boat, and the course costs $650, including the hire of a life jacket and a wetsuit. Participants must be at least 14 years old and able to swim 200 m. Instructor Tom Brennan leads the course, and on the last day the group sails a 12-nautical-mile round trip to Gull Island. Sessions on the water are cancelled if the wind is stronger than 25 knots."

PETINSURANCE = "PawSafe pet insurance offers two plans: Basic costs $18 a month for a cat and $26 a month for a dog, and Plus costs $39 a month for either. Accidents are covered from the first day, but illnesses are covered only after a waiting period of two weeks. Basic reimburses up to $5,000 a year and Plus up to $12,000 a year, with an excess of $100 per claim. Dental treatment is covered only by the Plus plan. Pets must be between 8 weeks and 8 years old when they are enrolled, and claims must be filed within 90 days of treatment together with the vet's invoice."

TOURIST = "The Lakeport Tourist Office on Market Square is open every day except Monday from 9 am to 5 pm, and until 7 pm in July and August. Visitors can pick up a free city map at the desk. The guided old-town walk starts at 11 am, lasts 90 minutes and costs $15; some of the walks are offered in French. The 48-hour Lakeport City Card costs $32. It includes unlimited bus travel and entry to six museums."

MARKET = "Eastgate Market Hall opens Monday to Saturday from 7 am to 6 pm. Its 48 stalls are spread over two floors, with food stalls on the ground floor and crafts on the upper floor. Half of the stalls sell fresh produce from farms within 50 km of the city. Fish is delivered on Tuesdays and Fridays at 5:30 am, and on Saturdays the baker Agnes Blum sells rye loaves weighing 1.5 kg. The hall is managed by the city council's markets department, and a stall rents for $210 a month."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bs-001", "para.reorder", "How much do a signature certification and a power of attorney cost?", "A power of attorney costs £120 to draw up, and certifying one signature costs £35.", NOTARY, True),
    w.faith("en-bs-002", "para.passive", "What does Owen Price do at the notary office?", "The drafts are prepared by Owen Price, the clerk, and clients' identity documents are checked by him as well.", NOTARY, True),
    w.faith("en-bs-003", "para.synonym", "What happens when there is a thunderstorm warning?", "The session is called off, and participants get a text message by 5:30 am.", BOOTCAMP, True),
    w.faith("en-bs-004", "para.nominal", "What is Dr. Ines Calder's role at the aquarium?", "Dr. Calder is responsible for the leadership of the sea turtle rescue programme, whose record since 2019 is the release of 37 turtles back into the sea.", AQUARIUM, True),
    w.faith("en-bs-005", "para.capital", "Where do the direct flights from Northfield's terminal go?", "Twice a day, direct flights leave the terminal for the Irish capital.", PARKING, True),
    w.faith("en-bs-006", "para.pronoun", "Who teaches the beginners' salsa class?", "That's Carmen Vega. She teaches the beginners, while Luis Vega takes the advanced group.", DANCE, True),
    w.faith("en-bs-007", "para.relative", "Who builds the wheels at Spoke & Chain?", "The wheels are built by Lena Ortiz, the head mechanic, who has 15 years of experience.", BIKESHOP, True),
    w.faith("en-bs-008", "para.part", "What can you find on the ground floor of Eastgate Market Hall?", "The ground floor, one of the hall's two floors, is where the food stalls are.", MARKET, True),
    w.faith("en-bs-009", "para.combine", "What does the Lakeport City Card cost and what does it include?", "The 48-hour City Card costs $32 and gives you unlimited bus travel plus entry to six museums.", TOURIST, True),
    w.faith("en-bs-010", "fmt.number", "How many participants can one group have?", "A group has at most 12 participants.", BOOTCAMP, True),
    w.faith("en-bs-011", "fmt.thousands", "How much water does the main tank hold?", "The main tank holds 1800000 litres of seawater.", AQUARIUM, True),
    w.faith("en-bs-012", "fmt.scale", "How heavy are the rye loaves sold on Saturdays?", "Each of Agnes Blum's rye loaves weighs 1,500 grams.", MARKET, True),
    w.faith("en-bs-013", "fmt.date", "From when will the office issue apostilles?", "Starting on 2025-03-14, and each apostille takes up to five working days.", NOTARY, True),
    w.faith("en-bs-014", "fmt.time", "When does the aquarium close?", "It closes at 18:30, and the last admission is at 17:45.", AQUARIUM, True),
    w.faith("en-bs-015", "fmt.unit", "What boats do the students sail?", "They sail dinghies seven metres long, with at most three students on each boat.", SAILING, True),
    w.faith("en-bs-016", "fmt.abbrev", "When is Spoke & Chain open?", "Tue–Sat, 10 am–6 pm.", BIKESHOP, True),
    w.faith("en-bs-017", "fmt.currency", "How much is a standard service?", "A standard service is 45 dollars, and it includes adjusting the brakes and gears.", BIKESHOP, True),
    w.faith("en-bs-018", "fmt.range", "How many students are in a dance group?", "A group has a minimum of 8 and a maximum of 16 students.", DANCE, True),
    w.faith("en-bs-019", "fmt.period", "When does cover for illnesses begin?", "Illnesses are covered after a 14-day waiting period, while accidents are covered from day one.", PETINSURANCE, True),
    w.faith("en-bs-020", "fmt.share", "What share of the stalls sell fresh produce?", "50% of the stalls sell fresh produce from farms within 50 km of the city.", MARKET, True),
    w.faith("en-bs-021", "para.except", "When is the tourist office open?", "It's closed on Mondays; the rest of the week it opens from 9 am to 5 pm, and until 7 pm in July and August.", TOURIST, True),
    w.faith("en-bs-022", "wrap.opener", "How much does the long-stay car park cost?", "Happy to help! Long-stay car park P3 costs $14 per day.", PARKING, True),
    w.faith("en-bs-023", "wrap.closer", "What do I need to join the beginner course?", "You must be at least 14 years old and able to swim 200 m. I hope this helps, and enjoy your time on the water!", SAILING, True),
    w.faith("en-bs-024", "wrap.attribution", "How much is the excess on a claim?", "According to the document, the excess is $100 per claim.", PETINSURANCE, True),
    w.faith("en-bs-025", "wrap.hedge", "When does the autumn term start?", "I think the autumn term starts on 8 September 2025 and runs until 15 December.", DANCE, True),
    w.faith("en-bs-026", "wrap.question", "When are the boot camp sessions?", "Sessions are on Mondays, Wednesdays and Fridays at 6:15 am and last 45 minutes. Would you like to know what to bring along?", BOOTCAMP, True),
    w.faith("en-bs-027", "value.number", "How many turtles has the rescue programme released?", "Since 2019, the programme has released 73 turtles back into the sea.", AQUARIUM, False),
    w.faith("en-bs-028", "value.date", "When is the annual show?", "The annual show takes place on 27 June 2026.", DANCE, False),
    w.faith("en-bs-029", "value.time", "When is fish delivered to the market hall?", "Fish is delivered on Tuesdays and Fridays at 6:30 am.", MARKET, False),
    w.faith("en-bs-030", "value.unit", "How long is the trip to Gull Island?", "On the last day the group sails a 12-kilometre round trip to Gull Island.", SAILING, False),
    w.faith("en-bs-031", "value.currency", "What does parking in P1 cost?", "P1, next to the terminal, costs $5.50 per hour.", PARKING, False),
    w.faith("en-bs-032", "role.swap", "Who certifies property deeds at Hartley Notaries?", "Property deeds are certified by the clerk, Owen Price, while Margaret Hartley prepares the drafts.", NOTARY, False),
    w.faith("en-bs-033", "negation", "Are accidents covered straight away?", "No, accidents are not covered from the first day.", PETINSURANCE, False),
    w.faith("en-bs-034", "antonym", "Where do the boot camp sessions take place?", "The sessions are held indoors, whatever the weather.", BOOTCAMP, False),
    w.faith("en-bs-035", "modality", "Do I have to pay at the pay machine?", "You may pay your ticket at a pay machine before returning to your car if you wish, but you are not obliged to.", PARKING, False),
    w.faith("en-bs-036", "quantifier", "Is the old-town walk offered in French?", "Yes, all of the walks are offered in French.", TOURIST, False),
    w.faith("en-bs-037", "value.except", "What kinds of bicycles does Spoke & Chain repair?", "The shop only repairs e-bikes.", BIKESHOP, False),
    w.faith("en-bs-038", "direction", "Which car park is better for a week-long trip?", "For trips longer than one day, P3 is more expensive than P1.", PARKING, False),
    w.faith("en-bs-039", "added.fact", "What identification do I need to bring to the notary?", "You need a valid passport or a photo driving licence, plus a recent utility bill as proof of address.", NOTARY, False),
    w.faith("en-bs-040", "added.entity", "Who manages Eastgate Market Hall?", "It is managed by the city council's markets department together with the Eastgate Traders' Association.", MARKET, False),
    w.faith("en-bs-041", "mixed", "How much does the Plus plan reimburse?", "Plus reimburses up to $12,000 a year, and it also covers acupuncture and physiotherapy.", PETINSURANCE, False),
]

REFUSAL = [
    w.refusal("en-bs-042", "refusal.plain", "Is there a café inside the aquarium?", "I don't know whether there is a café in the aquarium.", AQUARIUM, True),
    w.refusal("en-bs-043", "refusal.context", "Does Spoke & Chain sell new bicycles?", "The provided context doesn't mention whether Spoke & Chain sells new bicycles, so I can't answer that.", BIKESHOP, True),
    w.refusal("en-bs-044", "refusal.short", "Is there a student discount at Bluewater Sailing School?", "No idea, sorry.", SAILING, True),
    w.refusal("en-bs-045", "refusal.long", "Can I book a hotel room at the Lakeport Tourist Office?", "Thank you for your question. I have looked through the information I have about the Lakeport Tourist Office, but it says nothing about hotel bookings, so unfortunately I am unable to tell you whether you can reserve a room there. I'm sorry I can't be more helpful on this point; the staff at the office would be the best people to ask.", TOURIST, True),
    w.refusal("en-bs-046", "refusal.hedged", "How much is the term fee at Studio Allegro?", "I'm not completely sure, but I believe the term fee is $240.", DANCE, False),
    w.refusal("en-bs-047", "refusal.partial", "How much does a power of attorney cost, and can I park in front of the office?", "A power of attorney costs £120. As for parking, I can't tell you, because the information I have doesn't cover it.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("en-bs-048", "correct.wordy", "How much does a 10-session card cost at Ridgeline Boot Camp?", "Good question! If you plan to come along regularly, the card covering ten sessions is the one to look at, and its price is $95 for the whole card.", "A 10-session card costs $95.", True),
    w.correct("en-bs-049", "correct.short", "How often does the shuttle bus run between P3 and the terminal?", "Every 15 minutes.", "The free shuttle bus between P3 and the terminal runs every 15 minutes, from 4:30 am until midnight.", True),
    w.correct("en-bs-050", "correct.format", "How much does it cost to rent a stall at Eastgate Market Hall?", "Two hundred and ten dollars per month.", "A stall rents for $210 a month.", True),
    w.correct("en-bs-051", "wrong.value", "How much is an adult ticket at the Harbour Lights Aquarium?", "An adult ticket costs $34.", "An adult ticket costs $28.", False),
    w.correct("en-bs-052", "wrong.echo", "On which day of the course do students sail to Gull Island?", "Students sail to Gull Island on the first day of the course.", "On the last (fifth) day of the course, the group sails a 12-nautical-mile round trip to Gull Island.", False),
    w.correct("en-bs-053", "wrong.role", "Who teaches the advanced salsa group at Studio Allegro?", "Carmen Vega teaches the advanced salsa group, and Luis Vega teaches the beginners.", "Luis Vega teaches the advanced salsa group; Carmen Vega teaches the beginners.", False),
]

RELEVANCY = [
    w.relevant("en-bs-054", "relevant.direct", "How long does a typical repair take at Spoke & Chain?", "Most repairs take two to three working days.", BIKESHOP, True),
    w.relevant("en-bs-055", "relevant.yesno", "Is the notary office open on Thursday evenings?", "Yes, on Thursdays it stays open until 7 pm.", NOTARY, True),
    w.relevant("en-bs-056", "offtopic.true", "How much does the Basic plan cost for a dog?", "Claims must be filed within 90 days of treatment, together with the vet's invoice.", PETINSURANCE, False),
    w.relevant("en-bs-057", "offtopic.other", "How long does the guided old-town walk last?", "The Lakeport City Card costs $32 and is valid for 48 hours.", TOURIST, False),
]

DIAGNOSIS = [
    w.diag("en-bs-058", "diag.pass", "Until what time does the shuttle bus to P3 run?", "The shuttle bus runs until midnight.", {"parking": PARKING, "dance": DANCE}, ("parking",), "pass"),
    w.diag("en-bs-059", "diag.offtopic", "What time does Eastgate Market Hall open?", "Half of the stalls sell fresh produce from farms within 50 km of the city.", {"market": MARKET, "aquarium": AQUARIUM}, ("market",), "fix_generation"),
    w.diag("en-bs-060", "diag.unfaithful", "When are the rays fed at the aquarium?", "The rays are fed at 10 am and 4 pm.", {"aquarium": AQUARIUM, "market": MARKET}, ("aquarium",), "fix_generation"),
    w.diag("en-bs-061", "diag.refused", "What ages is the children's ballet class at Studio Allegro for?", "Sorry, I couldn't find any information about that.", {"dance": DANCE, "tourist": TOURIST}, ("dance",), "fix_generation"),
    w.diag("en-bs-062", "diag.missed", "Above what wind speed are sailing sessions at Bluewater cancelled?", "The documents I found don't say at what wind speed the sailing sessions are cancelled.", {"petinsurance": PETINSURANCE, "tourist": TOURIST}, ("sailing",), "fix_retrieval"),
    w.diag("en-bs-063", "diag.correct_refusal", "Does Hartley Notaries offer certified translations?", "I'm sorry, the documents don't say whether Hartley Notaries offers certified translations.", {"notary": NOTARY, "bikeshop": BIKESHOP}, (), "correct_refusal"),
    w.diag("en-bs-064", "diag.should_refuse", "How much is a yearly membership at Ridgeline Boot Camp?", "A yearly membership at Ridgeline Boot Camp costs $690.", {"bootcamp": BOOTCAMP, "sailing": SAILING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
