/*
 * a clause-local variable declared with a scoped type (D`long)
 */

#pragma D option quiet

this D`long t;

BEGIN
{
	this->t = 5;
	printf("%d %d\n", this->t, sizeof (this->t));
	exit(0);
}
