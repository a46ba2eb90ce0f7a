"""English refusal, correctness, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer
from plain_suite.en_faith import (
    APP,
    BAKERY,
    CONFERENCE,
    GYM,
    HOTEL,
    HR,
    KAYAKS,
    LIBRARY,
    MUSEUM,
    PARK,
    SHOP,
)

w = Writer("en")

STORE = "The store opens at 9 am every day."
WEEKDAYS = "On weekdays the store opens at 9 am."
SUNDAYS = "The museum is open Monday to Saturday. It is closed on Sundays."
PAINTINGS = (
    "The museum was built in 1894 and has a large collection of Dutch paintings. It is closed on Sundays."
)
COMPANY = "The company was founded in 2005 and has offices in three countries. Express delivery costs $15."
EXAM = "Students must bring a pencil and their student ID to the exam."
TICKETS = "Tickets cost $12 and can be bought online or at the entrance."
MUSEUM_HOURS = "The city museum opens at 9:30 and closes at 17:00, Tuesday to Sunday."
RENOVATED = "The library building was renovated in 2010. Members may borrow up to five books at a time."

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("en-ref-001", "refusal.plain", "Does the hotel have a pool?",
              "I'm sorry, I don't have that information.", HOTEL, True),
    w.refusal("en-ref-002", "refusal.plain", "Is there parking at the museum?", "I don't know.", MUSEUM,
              True),
    w.refusal("en-ref-003", "refusal.plain", "What is the Wi-Fi password?",
              "Unfortunately, I'm unable to answer that question.", HOTEL, True),
    w.refusal("en-ref-004", "refusal.context", "Does the hotel have a pool?",
              "The provided documents don't say.", HOTEL, True),
    w.refusal("en-ref-005", "refusal.context", "Is there parking at the museum?",
              "I can't answer that from the context.", MUSEUM, True),
    w.refusal("en-ref-006", "refusal.context", "Is there parking at the museum?",
              "The context does not mention any parking options at the museum.", MUSEUM, True),
    w.refusal("en-ref-007", "refusal.context", "Is the gym open on weekends?",
              "There is nothing in the documents about weekend opening hours.", GYM, True),
    w.refusal("en-ref-008", "refusal.short", "Does the hotel have a pool?", "No idea.", HOTEL, True),
    w.refusal("en-ref-009", "refusal.short", "Is there parking at the museum?",
              "Don't know, sorry.", MUSEUM, True),
    w.refusal("en-ref-010", "refusal.long", "How much does parking at the airport cost?",
              "Thank you for your question. Unfortunately, none of the documents I was given mention "
              "parking fees at the airport, so I am not able to tell you how much parking costs. You may "
              "want to contact the airport directly.", SHOP, True),
    w.refusal("en-ref-011", "refusal.long", "Does the museum offer guided tours?",
              "I've looked through the available information, but it only covers the museum's opening "
              "hours and admission prices. It doesn't say anything about guided tours, so I can't tell "
              "you whether they are offered.", MUSEUM, True),
    w.refusal("en-ref-012", "refusal.hedged", "When does the store open?",
              "I'm not completely sure, but the store opens at 9.", STORE, False),
    w.refusal("en-ref-013", "refusal.hedged", "When is check-out?",
              "I might be wrong, but I think check-out is at 11 a.m.", HOTEL, False),
    w.refusal("en-ref-014", "refusal.hedged", "How long do loans last?",
              "If I read the rules correctly, loans last three weeks.", LIBRARY, False),
    w.refusal("en-ref-015", "refusal.partial", "When does the store open?",
              "The documents don't mention Sundays, but on weekdays it opens at 9.", WEEKDAYS, False),
    w.refusal("en-ref-016", "refusal.partial", "How much are museum tickets?",
              "I don't have the price for students, but adults pay $12 and children under 12 enter free.",
              MUSEUM, False),
    w.refusal("en-ref-017", "refusal.partial", "When is the gym open?",
              "I have no information about weekends; on weekdays the gym is open from 6 am to 10 pm.",
              GYM, False),
    w.refusal("en-ref-018", "refusal.plain", "Does the hotel allow pets?",
              "Sorry, I can't help with that question.", HOTEL, True),
    w.refusal("en-ref-019", "refusal.plain", "Does the hotel allow pets?",
              "I'm afraid I don't know the answer to that.", HOTEL, True),
    w.refusal("en-ref-020", "refusal.context", "Does the gym have a sauna?",
              "That information isn't in the documents I have.", GYM, True),
    w.refusal("en-ref-021", "refusal.context", "Does the gym have a sauna?",
              "Nothing in the retrieved passages answers this question.", GYM, True),
    w.refusal("en-ref-022", "refusal.short", "Does the gym have a sauna?", "No information available.",
              GYM, True),
    w.refusal("en-ref-023", "refusal.long", "Does the hotel allow pets?",
              "I'm sorry, but I wasn't able to find anything about pets in the hotel information you gave "
              "me. "
              "The documents describe the rooms, breakfast times and check-out, but they don't say whether "
              "pets are allowed. Please check with the hotel directly.", HOTEL, True),
    w.refusal("en-ref-024", "refusal.hedged", "Until when is breakfast served?",
              "I'm not 100% certain, but I believe breakfast is served until 10:30.", HOTEL, False),
    w.refusal("en-ref-025", "refusal.partial", "Can staff work from home?",
              "The policy doesn't say anything about part-time staff, but employees may work remotely up to "
              "three days per week.", HR, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("en-corr-001", "correct.wordy", "Who founded the store?",
              "The store was founded in 1998 by Anna Weber.", "Anna Weber.", True),
    w.correct("en-corr-002", "correct.wordy", "How much notice do I need to give to cancel?",
              "To cancel your membership, you need to give 14 days written notice to the front desk.",
              "14 days.", True),
    w.correct("en-corr-003", "correct.wordy", "What is the capital of Australia?",
              "The capital city of Australia is Canberra.", "Canberra.", True),
    w.correct("en-corr-004", "correct.short", "Where is Brightwater Kayaks based?", "Portland, Maine.",
              "Brightwater Kayaks is based in Portland, Maine.", True),
    w.correct("en-corr-005", "correct.short", "What is the capital of Australia?", "Canberra.",
              "The capital city of Australia is Canberra.", True),
    w.correct("en-corr-006", "correct.short", "Which city hosted the 2019 championship?", "Tampere.",
              "The 2019 championship was hosted by the city of Tampere.", True),
    w.correct("en-corr-007", "correct.format", "When is the conference?", "It is on 2024-03-05.",
              "5 March 2024.", True),
    w.correct("en-corr-008", "correct.format", "How heavy is the parcel?", "It weighs 1800 grams.",
              "1.8 kg.", True),
    w.correct("en-corr-009", "correct.format", "When does the night train leave Vienna?", "At 21:00.",
              "At 9 p.m.", True),
    w.correct("en-corr-010", "wrong.value", "How many rooms does the Hotel Miramar have?",
              "The Hotel Miramar has 150 rooms.", "120 rooms.", False),
    w.correct("en-corr-011", "wrong.value", "When was Sonnenkorn founded?",
              "Sonnenkorn was founded in 2015.", "In 1998.", False),
    w.correct("en-corr-012", "wrong.value", "How much does express delivery cost?",
              "Express delivery costs $25.", "$15.", False),
    w.correct("en-corr-013", "wrong.echo", "Which city hosted the 2019 championship?",
              "The city that hosted the 2019 championship was Oulu.", "Tampere.", False),
    w.correct("en-corr-014", "wrong.echo", "Who founded the Sonnenkorn bakery in Hamburg?",
              "The Sonnenkorn bakery in Hamburg was founded by Erik Lind.", "Anna Weber.", False),
    w.correct("en-corr-015", "wrong.echo", "What is the capital of Australia?",
              "The capital of Australia is Sydney.", "Canberra.", False),
    w.correct("en-corr-016", "wrong.role", "Who acquired Northwind?", "Northwind acquired Contoso in 2021.",
              "Contoso acquired Northwind in 2021.", False),
    w.correct("en-corr-017", "wrong.role", "Who won the final?", "Germany beat Brazil 2-1.",
              "Brazil won, beating Germany 2-1.", False),
    w.correct("en-corr-018", "correct.wordy", "How long can I keep a library book?",
              "Library loans last three weeks, and you can renew them once online.", "Three weeks.", True),
    w.correct("en-corr-019", "correct.short", "How much is express delivery?", "$15.",
              "Express delivery costs $15.", True),
    w.correct("en-corr-020", "correct.format", "How long is the lakeside trail?", "2.5 km.", "2,500 metres.",
              True),
    w.correct("en-corr-021", "wrong.value", "When does the museum open?", "The museum opens at 10:30.",
              "At 9:30.", False),
    w.correct("en-corr-022", "wrong.echo", "Which company acquired Northwind in 2021?",
              "The company that acquired Northwind in 2021 was Fabrikam.", "Contoso.", False),
    w.correct("en-corr-023", "wrong.role", "Who took over the Sonnenkorn bakery in 2015?",
              "Anna Weber took over the Sonnenkorn bakery in 2015.", "Erik Lind.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("en-rel-001", "relevant.direct", "When is the museum closed?", "It is closed on Sundays.",
               SUNDAYS, True),
    w.relevant("en-rel-002", "relevant.direct", "How much is express shipping?", "$15.", SHOP, True),
    w.relevant("en-rel-003", "relevant.direct", "Who runs the Sonnenkorn bakery?",
               "Anna Weber's nephew, Erik Lind, since 2015.", BAKERY, True),
    w.relevant("en-rel-004", "relevant.direct", "What should I bring to the exam?",
               "A pencil and your student ID.", EXAM, True),
    w.relevant("en-rel-005", "relevant.yesno", "Can staff work from home?", "Yes, up to three days a week.",
               HR, True),
    w.relevant("en-rel-006", "relevant.yesno", "Are dogs allowed in the park?",
               "Yes, as long as they are on a leash.", PARK, True),
    w.relevant("en-rel-007", "relevant.yesno", "Is the museum open on Mondays?",
               "No, it is closed on Mondays.", MUSEUM, True),
    w.relevant("en-rel-008", "offtopic.true", "When is the museum closed?",
               "The museum was built in 1894 and has a large collection of Dutch paintings.",
               PAINTINGS, False),
    w.relevant("en-rel-009", "offtopic.true", "How much does express delivery cost?",
               "The company was founded in 2005 and has offices in three countries.", COMPANY, False),
    w.relevant("en-rel-010", "offtopic.true", "How many books can I borrow at once?",
               "The library building was renovated in 2010.", RENOVATED, False),
    w.relevant("en-rel-011", "offtopic.other", "How much does a museum ticket cost?",
               "Tickets can be bought online or at the entrance.", TICKETS, False),
    w.relevant("en-rel-012", "offtopic.other", "How long does standard delivery take?",
               "Express delivery costs $15.", SHOP, False),
    w.relevant("en-rel-013", "offtopic.other", "Who founded Brightwater Kayaks?",
               "The company is based in Portland, Maine.", KAYAKS, False),
    w.relevant("en-rel-014", "relevant.direct", "What time is check-out?", "11 a.m.", HOTEL, True),
    w.relevant("en-rel-015", "relevant.direct", "How do I cancel my gym membership?",
               "Give 14 days written notice at the front desk.", GYM, True),
    w.relevant("en-rel-016", "relevant.yesno", "Do I need to verify my email?",
               "Yes, before your first login.",
               APP, True),
    w.relevant("en-rel-017", "relevant.yesno", "Is training mandatory for new staff?",
               "No, it is recommended but not required.", HR, True),
    w.relevant("en-rel-018", "offtopic.true", "What time is check-out?",
               "The Hotel Miramar has 120 rooms on six floors.", HOTEL, False),
    w.relevant("en-rel-019", "offtopic.true", "How do I cancel my gym membership?",
               "The gym is open from 6 am to 10 pm on weekdays.", GYM, False),
    w.relevant("en-rel-020", "offtopic.other", "When does registration close?",
               "The keynote speaker is Dr. Maria Santos.", CONFERENCE, False),
    w.relevant("en-rel-021", "offtopic.other", "Where is Brightwater Kayaks based?",
               "It was founded in 2009 by Omar Haddad.", KAYAKS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("en-diag-001", "diag.pass", "When does the museum open?",
           "The museum opens at 9:30, Tuesday to Sunday.", {"m1": MUSEUM}, ("m1",), "pass"),
    w.diag("en-diag-002", "diag.pass", "How much is express delivery?", "Express delivery costs $15.",
           {"h1": HOTEL, "s1": SHOP}, ("s1",), "pass"),
    w.diag("en-diag-003", "diag.offtopic", "When does the museum open?", "Admission is $12 for adults.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("en-diag-004", "diag.offtopic", "How long does standard delivery take?",
           "Express delivery costs $15.", {"s1": SHOP}, ("s1",), "fix_generation"),
    w.diag("en-diag-005", "diag.unfaithful", "When does the museum open?", "The museum opens at 8:00.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("en-diag-006", "diag.unfaithful", "Who founded Sonnenkorn?",
           "Erik Lind founded the Sonnenkorn bakery.", {"b1": BAKERY}, ("b1",), "fix_generation"),
    w.diag("en-diag-007", "diag.refused", "When is check-out at the Hotel Miramar?",
           "I'm sorry, I don't have that information.", {"h1": HOTEL}, ("h1",), "fix_generation"),
    w.diag("en-diag-008", "diag.refused", "How long can I keep a library book?",
           "The provided documents don't say.", {"l1": LIBRARY}, ("l1",), "fix_generation"),
    w.diag("en-diag-009", "diag.missed", "How much is express delivery?", "I don't know.",
           {"m1": MUSEUM}, ("s1",), "fix_retrieval"),
    w.diag("en-diag-010", "diag.missed", "When is check-out at the Hotel Miramar?",
           "Check-out is at noon.", {"b1": BAKERY}, ("h1",), "fix_retrieval"),
    w.diag("en-diag-011", "diag.correct_refusal", "Does the museum have a parking garage?",
           "The documents don't say whether the museum has a parking garage.", {"m1": MUSEUM}, (),
           "correct_refusal"),
    w.diag("en-diag-012", "diag.correct_refusal", "What is the Wi-Fi password at the Hotel Miramar?",
           "I'm sorry, I can't find the Wi-Fi password in the available information.", {"h1": HOTEL}, (),
           "correct_refusal"),
    w.diag("en-diag-013", "diag.should_refuse", "Does the museum have a parking garage?",
           "Yes, the museum has a parking garage with 200 spaces.", {"m1": MUSEUM}, (), "should_refuse"),
    w.diag("en-diag-014", "diag.should_refuse", "What is the Wi-Fi password at the Hotel Miramar?",
           "The Wi-Fi password is miramar2024.", {"h1": HOTEL}, (), "should_refuse"),
    w.diag("en-diag-015", "diag.pass", "Who founded Sonnenkorn?", "Anna Weber founded Sonnenkorn in 1998.",
           {"b1": BAKERY}, ("b1",), "pass"),
    w.diag("en-diag-016", "diag.pass", "Can I work from home?",
           "Sure! According to the policy, employees may work remotely up to three days per week.",
           {"p1": HR, "m1": MUSEUM}, ("p1",), "pass"),
    w.diag("en-diag-017", "diag.offtopic", "Who founded Sonnenkorn?",
           "The bakery bakes about 1,200 loaves a day.", {"b1": BAKERY}, ("b1",), "fix_generation"),
    w.diag("en-diag-018", "diag.missed", "What are the museum's opening hours and ticket prices?",
           "The museum opens at 9:30 and closes at 17:00.", {"m2": MUSEUM_HOURS}, ("m2", "t1"),
           "fix_retrieval"),
    w.diag("en-diag-019", "diag.should_refuse", "How much does parking at the hotel cost?",
           "Parking costs $20 per night.", {"h1": HOTEL}, (), "should_refuse"),
    w.diag("en-diag-020", "diag.correct_refusal", "How much does parking at the hotel cost?", "No idea.",
           {"h1": HOTEL}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
