package org.ansuz.variants.draughts;

import java.util.List;
import java.util.Map;

/** Typical middlegame positions per game for {@code bench} (written by playing plausible moves). */
final class DraughtsBench {
    private DraughtsBench() {
    }

    static final List<String> RUSSIAN = List.of(
            "W:Wa1,a3,b2,c1,e1,f4,g1,h2:Bb8,c7,d8,e5,f8,g7,h6,h8:H0:F8",
            "W:Wa1,b4,c1,e1,e3,f4,g3:Bc7,d6,d8,f6,f8,g7,h6:H0:F13",
            "W:Wa3,a5,b2,e1,h2,h4:Bc5,d2,d6,f6,f8,g5,h8:H0:F18");
    static final List<String> INTERNATIONAL = List.of(
            "W:W34-40,42-50:B1-10,14-17,19,20,33:H0:F8",
            "W:W32,35,36,41-50:B1-10,16,17,24:H0:F13",
            "W:W27,29,36,38,42,44-50:B1-6,8,10,16,17,19,20:H0:F18");
    static final List<String> ENGLISH = List.of(
            "B:W19,21,25,28-32:B1-6,12,15:H0:F8",
            "B:W21,27-30,32:B1,3,4,12,14,15:H0:F13",
            "B:W18,20,21,31,32:B1,4,10,11,19:H0:F18");
    static final List<String> BRAZILIAN = List.of(
            "W:W21,25-27,29-32:B1-3,5,7,11,12,14:H0:F8",
            "W:W21-24,29,31,32:B1,3,6,8,10,14,16:H0:F13",
            "W:W23,26,28-30:B4,5,9,12,27:H0:F18");
    static final List<String> POOL = List.of(
            "B:W17,19,21,23,25,29-32:B1-5,8,10,11,14:H0:F8",
            "B:W13,19,21,24,26,29,31,32:B1,3,4,10-12,14,15:H0:F13",
            "B:W15,18,22,24,30:B1,2,4,12,16:H0:F18");
    static final List<String> ITALIAN = List.of(
            "W:W19,24-26,29-32:B1-5,8,9,15:H0:F8",
            "W:W17,18,22,28,30-32:B1,2,7-10,15:H0:F13",
            "W:W18,21-24,27:B3,4,10,11,14,15:H0:F18");
    static final List<String> SPANISH = List.of(
            "W:W1-5,7,9,15:B21,23-25,29-32:H0:F8",
            "W:W1,2,4,9-13,15:B17-19,22,24-26,28,30:H0:F13",
            "W:W1,3,4,9,16,18:B10,19,20,23,29,31:H0:F18");
    static final List<String> ARGENTINE = List.of(
            "W:W1-5,8,11,13:B18,24,25,27,29-32:H0:F8",
            "W:W1-4,9,12:B11,13,24,28,29,31,32:H0:F13",
            "W:W2,7,10-12,15:B9,17,19,22,24,28,29:H0:F18");
    static final List<String> THAI = List.of(
            "W:W20,23,24,29-32:B2-4,10-13:H0:F8",
            "W:W15,16,21,29,31,32:B2-4,10,14,24:H0:F13",
            "W:W12,21,22,25:B3,7,13,14,18:H0:F18");
    static final List<String> FILIPINO = List.of(
            "W:W19,24-26,29-32:B1-4,6,8,9,15:H0:F8",
            "W:W15,20,25,29-32:B1-4,13,14,18:H0:F13",
            "W:W7,17,18,21,24,31:B3,5,9,10,12,K32:H0:F18");
    static final List<String> FRISIAN = List.of(
            "W:W32,34,35,37,39-50:B1-7,9-12,14-17,20:H0:F8",
            "W:W31,33-35,39,40,43-45,47-50:B1-5,8-10,12,13,15,19,25:H0:F13",
            "W:W29,33,36-38,44-50:B1,2,4-7,9,14,15,17,24:H0:F18");
    static final List<String> TURKISH = List.of(
            "W:Wa2,a3,b2,Kb8,c2,c3,d2,e2,e3,f2,f3,g2,g5,Kg8,h2,h4:Ba7,b5,c6,c7,d6,d7,e6,f7,h6,h7:H1:F8",
            "W:Wa3,b2,b5,d4,e2,e3,f2,g2,g3,h2,h4:Ba6,a7,b7,Kc1,d6,e7,g5,h6,h7:H0:F13",
            "W:Wa3,b2,d3,e2,e3,Kf8,g3,h3:Ba7,b5,Kc1,d5,d7,e6,g7,h6,h7:H1:F18");
    static final List<String> GREEK = List.of(
            "W:Wb2,c2,c3,Kc5,d2,d3,e2,e3,f2,f3,g2,g3,h2,Kh8:BKa1,a7,c7,d5,d7,e6,e7,f6,f7,g7:H0:F8",
            "W:Wa2,a3,c7,d2,g2,g3,h2,h3:BKe1,g6,g7,h5,h6:H0:F18");
    static final List<String> SENEGALESE = List.of(
            "W:Wa1,a2,b1,c1,c2,f3:Ba3,a4,a5,b5,e5,f5:H0:F8",
            "W:Wa1,b2,c1,d1,d2,e3,f1,f2:Ba3,a5,b4,b5,c3,c4,d5,f4,f5:H0:F13",
            "W:Wa1,d1:Ba3,b5,c2,d3,d5,f5:H2:F18");
    static final List<String> GAUNTLET = List.of(
            "W:Wb1,c1,d2,e2,f7:Ba2,a6,a7,b3,b4,b5,Kg7,Kh3,Kh4,Kh6:H1:F8",
            "W:Wd7,e2:Ba3,a5,b4,b7,Kf6,Kg3,Kh5,Kh7:H1:F13",
            "W:We2,f7:Ba5,a7,b4,c3,Kc5,Kc7,d6,Kg6,Kh3:H1:F18");

    /** The lists above by the name of their game. */
    static final Map<String, List<String>> BY_NAME = Map.ofEntries(Map.entry("russian", RUSSIAN),
            Map.entry("international", INTERNATIONAL), Map.entry("english", ENGLISH), Map.entry("brazilian", BRAZILIAN),
            Map.entry("pool", POOL), Map.entry("italian", ITALIAN), Map.entry("spanish", SPANISH),
            Map.entry("argentine", ARGENTINE), Map.entry("thai", THAI), Map.entry("filipino", FILIPINO),
            Map.entry("frisian", FRISIAN), Map.entry("turkish", TURKISH), Map.entry("greek", GREEK),
            Map.entry("senegalese", SENEGALESE), Map.entry("gauntlet", GAUNTLET));
}
