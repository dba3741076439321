import type { TrailerModel } from '@/lib/catalogue/types'

export const galvanizedBunkModels: TrailerModel[] = [
  {
    "model": "VB-1000",
    "capacity": 1000,
    "boatLength": "12'-13'",
    "overallLength": "17'",
    "bowEyeMin": "10' 8\"",
    "bowEyeMax": "12' 2\"",
    "gvwr": 1250,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No",
    "tireSize": "4.80-12",
    "overallWidth": "72\"",
    "betweenFenders": "52\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single",
      "galvanized-jon-boat"
    ]
  },
  {
    "model": "VB-1300",
    "capacity": 1300,
    "boatLength": "13'-14'",
    "overallLength": "18'",
    "bowEyeMin": "11' 8\"",
    "bowEyeMax": "13' 2\"",
    "gvwr": 1600,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No",
    "tireSize": "4.80-12",
    "overallWidth": "76\"",
    "betweenFenders": "56\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single",
      "galvanized-jon-boat"
    ]
  },
  {
    "model": "VB-1500",
    "capacity": 1500,
    "boatLength": "14'-15'",
    "overallLength": "19'",
    "bowEyeMin": "12' 8\"",
    "bowEyeMax": "14' 2\"",
    "gvwr": 1850,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No",
    "tireSize": "ST175/80R13",
    "overallWidth": "78\"",
    "betweenFenders": "58\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single",
      "galvanized-jon-boat"
    ]
  },
  {
    "model": "VB-1800",
    "capacity": 1800,
    "boatLength": "15'-16'",
    "overallLength": "20'",
    "bowEyeMin": "13' 8\"",
    "bowEyeMax": "15' 2\"",
    "gvwr": 2200,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No",
    "tireSize": "ST175/80R13",
    "overallWidth": "82\"",
    "betweenFenders": "62\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single",
      "galvanized-jon-boat"
    ]
  },
  {
    "model": "VB-2400",
    "capacity": 2400,
    "boatLength": "16'-18'",
    "overallLength": "22'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "17' 2\"",
    "gvwr": 2950,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "74\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single"
    ]
  },
  {
    "model": "VB-3500",
    "capacity": 3500,
    "boatLength": "18'-21'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "20' 2\"",
    "gvwr": 4250,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST225/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-single"
    ]
  },
  {
    "model": "VBT-3600S",
    "capacity": 3600,
    "boatLength": "18'-20'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4500,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-tandem"
    ]
  },
  {
    "model": "VBT-3600",
    "capacity": 3600,
    "boatLength": "19'-21'",
    "overallLength": "26'",
    "bowEyeMin": "17' 8\"",
    "bowEyeMax": "20' 2\"",
    "gvwr": 4550,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "80\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-tandem"
    ]
  },
  {
    "model": "VBT-6000",
    "capacity": 6000,
    "boatLength": "21'-24'",
    "overallLength": "29'",
    "bowEyeMin": "19' 8\"",
    "bowEyeMax": "23' 2\"",
    "gvwr": 7200,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R15",
    "overallWidth": "100\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-tandem"
    ]
  },
  {
    "model": "VBT-8000",
    "capacity": 8000,
    "boatLength": "23'-26'",
    "overallLength": "31'",
    "bowEyeMin": "21' 8\"",
    "bowEyeMax": "25' 2\"",
    "gvwr": 9400,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-tandem"
    ]
  },
  {
    "model": "VBT-10000",
    "capacity": 10000,
    "boatLength": "26'-30'",
    "overallLength": "35' 6\"",
    "bowEyeMin": "24' 8\"",
    "bowEyeMax": "29' 2\"",
    "gvwr": 11800,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-triple"
    ]
  },
  {
    "model": "VBT-14000",
    "capacity": 14000,
    "boatLength": "29'-34'",
    "overallLength": "39' 6\"",
    "bowEyeMin": "27' 8\"",
    "bowEyeMax": "33' 2\"",
    "gvwr": 16200,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-3",
    "tireSize": "ST235/80R16",
    "overallWidth": "102\"",
    "betweenFenders": "86\"",
    "sourceSheet": "Galvanized Bunk",
    "tables": [
      "galvanized-bunk-triple"
    ]
  }
]
