"""English faithfulness cases: does every claim of the answer follow from the contexts?"""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAKERY = (
    "Anna Weber founded the Sonnenkorn bakery in Hamburg in 1998. Her nephew Erik Lind took it over "
    "in 2015. The bakery employs 14 people and bakes about 1,200 loaves a day."
)
GYM = (
    "Members can cancel their membership at any time with 14 days written notice to the front desk. "
    "The gym is open from 6 am to 10 pm on weekdays."
)
HR = (
    "Employees may work remotely up to three days per week. The team lead must approve all remote work. "
    "Training courses are recommended, but not required, for new staff."
)
HOTEL = (
    "The Hotel Miramar has one hundred and twenty rooms, spread over six floors. Breakfast is served "
    "from 7:00 to 10:30. Check-out is at 11 a.m."
)
HOTEL_DIGITS = "The Hotel Miramar has 120 rooms on 6 floors."
AUSTRALIA = "Canberra is the capital city of Australia."
FRANCE = "Paris is the capital of France."
KAYAKS = "Omar Haddad founded Brightwater Kayaks in 2009. The company is based in Portland, Maine."
CHAMPIONSHIP = "Tampere hosted the 2019 championship. Oulu hosted the 2017 championship."
MUSEUM = (
    "The city museum opens at 9:30 and closes at 17:00, Tuesday to Sunday. It is closed on Mondays. "
    "Admission is $12 for adults; children under 12 enter free."
)
SHOP = (
    "Orders over $50 ship free within the United States. Standard delivery takes 3 to 5 business days. "
    "Express delivery costs $15."
)
PARCEL = "The parcel weighs 1.8 kg."
TRAIN = (
    "The night train leaves Vienna at 9 p.m. and arrives in Rome at 10:15 the next morning. "
    "The journey covers about 1,100 km."
)
LIBRARY = (
    "Library members may borrow up to five books at a time. Loans last three weeks and can be renewed "
    "once online. Late returns cost $0.25 per day."
)
CONFERENCE = (
    "The conference takes place on 5 March 2024 in Lyon. Registration closes on January 31, 2024. "
    "The keynote speaker is Dr. Maria Santos."
)
APP = (
    "The app is available for iOS 16 or later. A premium subscription costs $4.99 per month. "
    "All users must verify their email address before the first login."
)
TABLETS = (
    "Take one tablet twice a day with food. Do not take more than four tablets in 24 hours. "
    "Store below 25 °C."
)
ACQUISITION = "Contoso acquired Northwind Ltd. in 2021 for $3.2 billion."
FINAL = "In the final, Brazil beat Germany 2-1."
SCHOOL = (
    "All students must wear a uniform. Some classes use tablets. Only seniors may leave the campus at lunch."
)
PARK = "Dogs are allowed in the park if they are kept on a leash. Bicycles are not allowed on the lawn."
TRAIL = "The lakeside trail is 2,500 metres long and has three viewpoints."
OFFICE = "The company opened its first office in the United States in 2012."

# fmt: off
SUPPORTED: list[Case] = [
    # ---------------------------------------------------------------- paraphrase
    w.faith("en-faith-001", "para.reorder", "When was Sonnenkorn founded?",
            "In 1998, Anna Weber founded the Sonnenkorn bakery in Hamburg.", BAKERY, True),
    w.faith("en-faith-002", "para.reorder", "When is the gym open?",
            "On weekdays the gym is open from 6 am to 10 pm.", GYM, True),
    w.faith("en-faith-003", "para.reorder", "When does the night train arrive in Rome?",
            "At 10:15 the next morning, the night train from Vienna arrives in Rome.", TRAIN, True),
    w.faith("en-faith-004", "para.passive", "Who founded Sonnenkorn?",
            "The Sonnenkorn bakery was founded by Anna Weber.", BAKERY, True),
    w.faith("en-faith-005", "para.passive", "What happened to Northwind?",
            "Northwind was acquired by Contoso in 2021.", ACQUISITION, True),
    w.faith("en-faith-006", "para.passive", "Who approves remote work?",
            "All remote work has to be approved by the team lead.", HR, True),
    w.faith("en-faith-007", "para.synonym", "How many people work at the bakery?",
            "The bakery has 14 staff.", BAKERY, True),
    w.faith("en-faith-008", "para.synonym", "Is shipping free?",
            "Purchases above $50 are delivered free of charge within the United States.", SHOP, True),
    w.faith("en-faith-009", "para.synonym", "Can I bring my dog to the park?",
            "Dogs are permitted in the park as long as they are on a lead.", PARK, True),
    w.faith("en-faith-010", "para.nominal", "How do I cancel my membership?",
            "You need to give 14 days written notice to the front desk to cancel your membership.",
            GYM, True),
    w.faith("en-faith-011", "para.nominal", "How do I cancel my membership?",
            "The cancellation of a membership requires 14 days written notice to the front desk.",
            GYM, True),
    w.faith("en-faith-012", "para.nominal", "When did Contoso buy Northwind?",
            "The acquisition of Northwind by Contoso took place in 2021.", ACQUISITION, True),
    w.faith("en-faith-013", "para.nominal", "Who decides about remote work?",
            "Remote work needs the team lead's approval.", HR, True),
    w.faith("en-faith-014", "para.capital", "What is the capital of Australia?",
            "The capital of Australia is Canberra.", AUSTRALIA, True),
    w.faith("en-faith-015", "para.capital", "What is the capital of France?",
            "The capital of France is Paris.", FRANCE, True),
    w.faith("en-faith-016", "para.capital", "Which city is Australia's capital?",
            "Australia's capital is Canberra.", AUSTRALIA, True),
    w.faith("en-faith-017", "para.pronoun", "When does the museum open?",
            "It opens at 9:30.", MUSEUM, True),
    w.faith("en-faith-018", "para.pronoun", "Who started Brightwater Kayaks?",
            "Omar Haddad started Brightwater Kayaks in 2009. It is based in Portland, Maine.",
            KAYAKS, True),
    w.faith("en-faith-019", "para.pronoun", "Who is Erik Lind?",
            "Erik Lind is Anna Weber's nephew. He took over her bakery in 2015.", BAKERY, True),
    w.faith("en-faith-020", "para.relative", "Who founded Brightwater Kayaks?",
            "Omar Haddad founded Brightwater Kayaks, which is based in Portland, Maine.", KAYAKS, True),
    w.faith("en-faith-021", "para.relative", "Where is Sonnenkorn?",
            "The Sonnenkorn bakery, which Anna Weber founded in 1998, is in Hamburg.", BAKERY, True),
    w.faith("en-faith-022", "para.relative", "Who took over Sonnenkorn?",
            "Erik Lind, who is Anna Weber's nephew, took over the bakery in 2015.", BAKERY, True),
    w.faith("en-faith-023", "para.part", "How long can I keep a library book?",
            "Loans last three weeks.", LIBRARY, True),
    w.faith("en-faith-024", "para.part", "Where is the conference?",
            "The conference takes place in Lyon.", CONFERENCE, True),
    w.faith("en-faith-025", "para.part", "How do I take the tablets?",
            "Take the tablets with food.", TABLETS, True),
    w.faith("en-faith-026", "para.combine", "What is the history of Sonnenkorn?",
            "The bakery that Anna Weber founded in 1998 was taken over by her nephew Erik Lind in 2015.",
            BAKERY, True),
    w.faith("en-faith-027", "para.combine", "Tell me about the night train.",
            "The night train from Vienna to Rome covers about 1,100 km and arrives at 10:15 the next "
            "morning.", TRAIN, True),
    w.faith("en-faith-028", "para.combine", "What about the gym?",
            "The gym, which is open from 6 am to 10 pm on weekdays, accepts cancellations with 14 days "
            "written notice.", GYM, True),
    # ---------------------------------------------------------------- formats
    w.faith("en-faith-029", "fmt.number", "How big is the Hotel Miramar?",
            "The Hotel Miramar has 120 rooms on 6 floors.", HOTEL, True),
    w.faith("en-faith-030", "fmt.number", "How big is the Hotel Miramar?",
            "The Hotel Miramar has one hundred and twenty rooms, spread over six floors.",
            HOTEL_DIGITS, True),
    w.faith("en-faith-031", "fmt.number", "How many books can I borrow?",
            "You can borrow up to 5 books at a time.", LIBRARY, True),
    w.faith("en-faith-032", "fmt.number", "How many people work at the bakery?",
            "The bakery employs fourteen people.", BAKERY, True),
    w.faith("en-faith-033", "fmt.thousands", "How much bread does Sonnenkorn bake?",
            "The bakery bakes about 1200 loaves a day.", BAKERY, True),
    w.faith("en-faith-034", "fmt.thousands", "How long is the train journey?",
            "The journey covers about 1100 km.", TRAIN, True),
    w.faith("en-faith-035", "fmt.scale", "How heavy is the parcel?",
            "The parcel weighs 1800 grams.", PARCEL, True),
    w.faith("en-faith-036", "fmt.scale", "How much did Contoso pay?",
            "Contoso paid $3,200 million for Northwind.", ACQUISITION, True),
    w.faith("en-faith-037", "fmt.scale", "How long is the lakeside trail?",
            "The lakeside trail is 2.5 km long.", TRAIL, True),
    w.faith("en-faith-038", "fmt.date", "When does registration close?",
            "Registration closes on Jan. 31, 2024.", CONFERENCE, True),
    w.faith("en-faith-039", "fmt.date", "When is the conference?",
            "The conference takes place on 2024-03-05.", CONFERENCE, True),
    w.faith("en-faith-040", "fmt.date", "When is the conference?",
            "The conference is on March 5, 2024.", CONFERENCE, True),
    w.faith("en-faith-041", "fmt.time", "When does the night train leave?",
            "The night train leaves Vienna at 21:00.", TRAIN, True),
    w.faith("en-faith-042", "fmt.time", "When is check-out?", "Check-out is at 11:00.", HOTEL, True),
    w.faith("en-faith-043", "fmt.time", "When does the museum close?",
            "The museum closes at 5 p.m.", MUSEUM, True),
    w.faith("en-faith-044", "fmt.unit", "How should I store the tablets?",
            "Store the tablets below 25 degrees Celsius.", TABLETS, True),
    w.faith("en-faith-045", "fmt.unit", "How long is the train journey?",
            "The journey covers about 1,100 kilometres.", TRAIN, True),
    w.faith("en-faith-046", "fmt.abbrev", "Is shipping free?",
            "Orders over $50 ship free within the U.S.", SHOP, True),
    w.faith("en-faith-047", "fmt.abbrev", "Who bought Northwind?",
            "Northwind Limited was acquired by Contoso in 2021.", ACQUISITION, True),
    w.faith("en-faith-048", "fmt.abbrev", "When did the company open a US office?",
            "The company's first U.S. office opened in 2012.", OFFICE, True),
    w.faith("en-faith-049", "fmt.currency", "How much is express delivery?",
            "Express delivery costs 15 dollars.", SHOP, True),
    w.faith("en-faith-050", "fmt.currency", "What do late returns cost?",
            "Late returns cost 25 cents per day.", LIBRARY, True),
    w.faith("en-faith-051", "fmt.currency", "How much is the premium subscription?",
            "The premium subscription is US$4.99 a month.", APP, True),
    w.faith("en-faith-052", "fmt.range", "Can staff work from home?",
            "Staff can work from home for a maximum of 3 days each week.", HR, True),
    w.faith("en-faith-053", "fmt.range", "How long does standard delivery take?",
            "Standard delivery takes between three and five business days.", SHOP, True),
    w.faith("en-faith-054", "fmt.range", "How many tablets can I take in a day?",
            "The maximum is 4 tablets in 24 hours.", TABLETS, True),
    # ---------------------------------------------------------------- what is not a claim
    w.faith("en-faith-055", "wrap.opener", "When is the gym open?",
            "Sure! The gym is open from 6 am to 10 pm on weekdays.", GYM, True),
    w.faith("en-faith-056", "wrap.opener", "What is the capital of Australia?",
            "Great question! Canberra is the capital of Australia.", AUSTRALIA, True),
    w.faith("en-faith-057", "wrap.opener", "How much is express delivery?",
            "Based on the provided information, express delivery costs $15.", SHOP, True),
    w.faith("en-faith-058", "wrap.closer", "How long can I keep a book?",
            "Loans last three weeks. I hope this helps.", LIBRARY, True),
    w.faith("en-faith-059", "wrap.closer", "When is check-out?",
            "Check-out is at 11 a.m. Enjoy your stay!", HOTEL, True),
    w.faith("en-faith-060", "wrap.closer", "Is the museum open on Mondays?",
            "No, the museum is closed on Mondays. Let me know if you have any other questions.",
            MUSEUM, True),
    w.faith("en-faith-061", "wrap.attribution", "Can I work from home?",
            "According to the policy, employees may work remotely up to three days per week.", HR, True),
    w.faith("en-faith-062", "wrap.attribution", "What happens if I return a book late?",
            "The library's rules say that late returns cost $0.25 per day.", LIBRARY, True),
    w.faith("en-faith-063", "wrap.hedge", "When is check-out?",
            "I believe check-out is at 11 a.m.", HOTEL, True),
    w.faith("en-faith-064", "wrap.hedge", "When does the museum open?",
            "As far as I can tell, the museum opens at 9:30.", MUSEUM, True),
    w.faith("en-faith-065", "wrap.question", "When is breakfast?",
            "Breakfast is served from 7:00 to 10:30. Would you like the check-out time too?", HOTEL, True),
    w.faith("en-faith-066", "wrap.question", "How much is express delivery?",
            "Express delivery costs $15. Do you want to know how long standard delivery takes?",
            SHOP, True),
    w.faith("en-faith-067", "para.synonym", "What happened to Northwind?",
            "Contoso bought Northwind in 2021.", ACQUISITION, True),
    w.faith("en-faith-068", "para.synonym", "Can I bring my dog to the park?",
            "Dogs must be kept on a leash in the park.", PARK, True),
    w.faith("en-faith-069", "fmt.time", "When is breakfast?",
            "Breakfast is served from 7 to 10:30 a.m.", HOTEL, True),
]
# fmt: on

# fmt: off
UNSUPPORTED: list[Case] = [
    w.faith("en-faith-101", "value.number", "How many rooms does the hotel have?",
            "The Hotel Miramar has 130 rooms.", HOTEL, False),
    w.faith("en-faith-102", "value.number", "How many books can I borrow?",
            "You can borrow up to six books at a time.", LIBRARY, False),
    w.faith("en-faith-103", "value.number", "How many people work at the bakery?",
            "The bakery employs 40 people.", BAKERY, False),
    w.faith("en-faith-104", "value.date", "When is the conference?",
            "The conference takes place on 2024-05-03.", CONFERENCE, False),
    w.faith("en-faith-105", "value.date", "When does registration close?",
            "Registration closes on February 28, 2024.", CONFERENCE, False),
    w.faith("en-faith-106", "value.date", "When was Sonnenkorn founded?",
            "Anna Weber founded the bakery in 1989.", BAKERY, False),
    w.faith("en-faith-107", "value.time", "When does the night train leave?",
            "The night train leaves Vienna at 9 a.m.", TRAIN, False),
    w.faith("en-faith-108", "value.time", "When is check-out?", "Check-out is at 12:00.", HOTEL, False),
    w.faith("en-faith-109", "value.time", "Until when is breakfast served?",
            "Breakfast is served until 11:30.", HOTEL, False),
    w.faith("en-faith-110", "value.unit", "How heavy is the parcel?",
            "The parcel weighs 180 grams.", PARCEL, False),
    w.faith("en-faith-111", "value.unit", "How long is the train journey?",
            "The journey covers about 1,100 miles.", TRAIN, False),
    w.faith("en-faith-112", "value.unit", "How much is the premium subscription?",
            "A premium subscription costs $4.99 per year.", APP, False),
    w.faith("en-faith-113", "value.currency", "How much is express delivery?",
            "Express delivery costs $50.", SHOP, False),
    w.faith("en-faith-114", "value.currency", "How much is express delivery?",
            "Express delivery costs €15.", SHOP, False),
    w.faith("en-faith-115", "value.currency", "How much is admission?",
            "Admission is $21 for adults.", MUSEUM, False),
    w.faith("en-faith-116", "role.swap", "Who founded Sonnenkorn?",
            "The Sonnenkorn bakery was founded by Erik Lind.", BAKERY, False),
    w.faith("en-faith-117", "role.swap", "Which city hosted the 2019 championship?",
            "Oulu hosted the 2019 championship.", CHAMPIONSHIP, False),
    w.faith("en-faith-118", "role.swap", "Who bought whom?",
            "Northwind acquired Contoso in 2021.", ACQUISITION, False),
    w.faith("en-faith-119", "role.swap", "Who won the final?",
            "Germany beat Brazil 2-1 in the final.", FINAL, False),
    w.faith("en-faith-120", "negation", "Can I cancel my membership?",
            "Members cannot cancel their membership at any time.", GYM, False),
    w.faith("en-faith-121", "negation", "Can I bring my dog to the park?",
            "Dogs are not allowed in the park.", PARK, False),
    w.faith("en-faith-122", "negation", "Can I renew a loan?",
            "Loans cannot be renewed online.", LIBRARY, False),
    w.faith("en-faith-123", "antonym", "Is the museum open on Mondays?",
            "The museum is open on Mondays.", MUSEUM, False),
    w.faith("en-faith-124", "antonym", "When does the gym close?",
            "The gym closes at 6 am on weekdays.", GYM, False),
    w.faith("en-faith-125", "antonym", "What happens if I return a book late?",
            "Returning books late is free of charge.", LIBRARY, False),
    w.faith("en-faith-126", "modality", "Can staff work from home?",
            "Employees must work remotely three days per week.", HR, False),
    w.faith("en-faith-127", "modality", "Do new staff have to take training courses?",
            "Training courses are required for new staff.", HR, False),
    w.faith("en-faith-128", "modality", "Do I have to verify my email?",
            "Verifying your email address before the first login is optional.", APP, False),
    w.faith("en-faith-129", "quantifier", "Do classes use tablets?",
            "All classes use tablets.", SCHOOL, False),
    w.faith("en-faith-130", "quantifier", "Who may leave the campus at lunch?",
            "All students may leave the campus at lunch.", SCHOOL, False),
    w.faith("en-faith-131", "quantifier", "Is there a uniform?",
            "No student has to wear a uniform.", SCHOOL, False),
    w.faith("en-faith-132", "direction", "Which orders ship free?",
            "Orders under $50 ship free within the United States.", SHOP, False),
    w.faith("en-faith-133", "direction", "Who enters the museum free?",
            "Children over 12 enter free.", MUSEUM, False),
    w.faith("en-faith-134", "direction", "When did Erik Lind take over?",
            "Erik Lind took over the bakery before Anna Weber founded it.", BAKERY, False),
    w.faith("en-faith-135", "direction", "How many tablets can I take?",
            "You should take at least four tablets in 24 hours.", TABLETS, False),
    w.faith("en-faith-136", "added.fact", "When is the gym open?",
            "The gym is open from 6 am to 10 pm on weekdays and from 8 am to 8 pm on weekends.",
            GYM, False),
    w.faith("en-faith-137", "added.fact", "How much is express delivery?",
            "Express delivery costs $15 and arrives the next day.", SHOP, False),
    w.faith("en-faith-138", "added.fact", "How big is the Hotel Miramar?",
            "The Hotel Miramar has 120 rooms and an outdoor pool.", HOTEL, False),
    w.faith("en-faith-139", "added.entity", "Who speaks at the conference?",
            "Dr. Maria Santos and Prof. Li Wei are the keynote speakers.", CONFERENCE, False),
    w.faith("en-faith-140", "added.entity", "Who founded Brightwater Kayaks?",
            "Omar Haddad founded Brightwater Kayaks with his brother Sami.", KAYAKS, False),
    w.faith("en-faith-141", "added.entity", "Where does the night train go?",
            "The night train from Vienna to Rome stops in Venice.", TRAIN, False),
    w.faith("en-faith-142", "mixed", "Who runs Sonnenkorn?",
            "Anna Weber founded the bakery in 1998 and still runs it today.", BAKERY, False),
    w.faith("en-faith-143", "mixed", "Can I renew a loan?",
            "Loans last three weeks and can be renewed twice online.", LIBRARY, False),
    w.faith("en-faith-144", "mixed", "When is the museum open?",
            "The museum opens at 9:30 and is free for all visitors.", MUSEUM, False),
    w.faith("en-faith-145", "value.date", "When is the conference?",
            "The conference takes place on 5 March 2023.", CONFERENCE, False),
    w.faith("en-faith-146", "value.currency", "What do late returns cost?",
            "Late returns cost $0.50 per day.", LIBRARY, False),
    w.faith("en-faith-147", "negation", "Can I ride my bike on the lawn?",
            "Bicycles are allowed on the lawn.", PARK, False),
    w.faith("en-faith-148", "added.fact", "How long can I keep a book?",
            "Loans last three weeks, and e-books can be borrowed for two weeks.", LIBRARY, False),
    w.faith("en-faith-149", "quantifier", "Who has to wear a uniform?",
            "Only seniors have to wear a uniform.", SCHOOL, False),
]
# fmt: on

CASES: list[Case] = SUPPORTED + UNSUPPORTED
