/* substr(s, 8, 20) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, 8, 20));
	exit(0);
}
