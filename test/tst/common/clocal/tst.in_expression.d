/* clause-locals in a compound expression */

#pragma D option quiet

BEGIN
{
	this->a = 6;
	this->b = 7;
	printf("%d %d\n", this->a * this->b, this->a > this->b ? this->a : this->b);
	exit(0);
}
